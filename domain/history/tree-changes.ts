import type { FlatEntry } from '../directory/types';

/** What a tree write did to an entry, as a tree's change list tells it. */
export type TreeChangeKind = 'CREATED' | 'MOVED' | 'RENAMED' | 'BINNED' | 'RESTORED' | 'REMOVED' | 'DELETED';

/** Where an entry was or is: its parent (null: the top level), its place among siblings (from 1), its name. */
export interface EntryPlace {
  parentId: string | null;
  position: number;
  name: string;
}

export interface TreeEntryChange {
  kind: TreeChangeKind;
  entryId: string;
  fileId: string | null;
  name: string;
  from?: EntryPlace;
  to?: EntryPlace;
}

/** An entry a write changed in one tree: as it was (null: new) and as it is (null: taken out). */
export interface EntrySides {
  before: FlatEntry | null;
  after: FlatEntry | null;
}

const placeOf = (entry: FlatEntry): EntryPlace => ({
  parentId: entry.parentId,
  position: entry.position,
  name: entry.name,
});

/**
 * The changes of one write of a directory tree (`directory`) and its recycle bin (`bin`), entry by entry:
 * an entry taken out of the directory into the bin was binned, the way back restored, out of the bin and
 * nowhere else deleted. Of a subtree created, binned, restored, removed or deleted at once only its top
 * entry is told. Changes of other fields (visibility, ticks) are not told.
 */
export function treeEntryChanges(directory: EntrySides[], bin: EntrySides[]): TreeEntryChange[] {
  const binBefore = new Set(bin.flatMap(({ before }) => (before ? [before.id] : [])));
  const binAfter = new Set(bin.flatMap(({ after }) => (after ? [after.id] : [])));
  const changes: TreeEntryChange[] = [];
  const told = new Map<string, TreeChangeKind>();
  const tell = (change: TreeEntryChange, parentId: string | null) => {
    told.set(change.entryId, change.kind);
    if (parentId !== null && told.get(parentId) === change.kind) return;
    changes.push(change);
  };
  for (const { before, after } of directory) {
    if (after && !before) {
      const kind = binBefore.has(after.id) && !binAfter.has(after.id) ? 'RESTORED' : 'CREATED';
      tell(
        { kind, entryId: after.id, fileId: after.fileId, name: after.name, to: placeOf(after) },
        after.parentId,
      );
    } else if (before && !after) {
      const kind = binAfter.has(before.id) ? 'BINNED' : 'REMOVED';
      tell(
        { kind, entryId: before.id, fileId: before.fileId, name: before.name, from: placeOf(before) },
        before.parentId,
      );
    } else if (before && after) {
      const common = { entryId: after.id, fileId: after.fileId, name: after.name };
      if (before.parentId !== after.parentId || before.position !== after.position) {
        changes.push({ kind: 'MOVED', ...common, from: placeOf(before), to: placeOf(after) });
      }
      if (before.name !== after.name) {
        changes.push({ kind: 'RENAMED', ...common, from: placeOf(before), to: placeOf(after) });
      }
    }
  }
  const inDirectory = new Set(directory.flatMap(({ before, after }) => [before?.id, after?.id]));
  for (const { before, after } of bin) {
    if (before && !after && !inDirectory.has(before.id)) {
      tell(
        {
          kind: 'DELETED',
          entryId: before.id,
          fileId: before.fileId,
          name: before.name,
          from: placeOf(before),
        },
        before.parentId,
      );
    }
  }
  return changes;
}

/** Whether a told change can be put back from the change list: a move or a rename. */
export const canPutBack = (change: TreeEntryChange) => change.kind === 'MOVED' || change.kind === 'RENAMED';
