import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import {
  type MoveDestination,
  type MoveRefusal,
  MoveRefusedError,
  takesEntries,
} from '../../../domain/directory/move-entry';
import { sameName } from '../../../domain/directory/tree-ops';
import { entryWith } from '../../../domain/directory/tree-shape';
import { BIN_PARENT_ID, type FlatEntry } from '../../../domain/directory/types';
import type { IndexedTree } from '../../repositories/indexed-tree';
import type { RankedEntry } from '../../repositories/tree-rows';
import type { EntryRows } from './tree-set';

/*
 * The tree operations of `domain/directory/tree-ops` that change single entries, as the rows they write:
 * the same rules on a stored tree's index, so a change costs what it changes, not a pass over the tree.
 * `entry-rows.test.ts` holds each to its domain operation.
 */

/** A rank after every child of the parent (null: the top level). */
function rankAtEnd(tree: IndexedTree, parentId: string | null): string {
  const last = tree.childrenOf(parentId).at(-1);
  return generateKeyBetween(last === undefined ? null : (tree.get(last) as RankedEntry).rank, null);
}

/** `addItem`: the entry appended to the parent's children (null: the top level). */
export function addEntry(tree: IndexedTree, entry: FlatEntry, parentId: string | null): EntryRows {
  const position = tree.childrenOf(parentId).length + 1;
  return {
    written: [{ entry: entryWith(entry, { parentId, position }), rank: rankAtEnd(tree, parentId) }],
    removed: [],
  };
}

/** `addItem` for many entries at once: appended to the parent's children in the order given, one write. */
export function addEntries(tree: IndexedTree, entries: FlatEntry[], parentId: string | null): EntryRows {
  const siblings = tree.childrenOf(parentId);
  const last = siblings.at(-1);
  const ranks = generateNKeysBetween(
    last === undefined ? null : (tree.get(last) as RankedEntry).rank,
    null,
    entries.length,
  );
  return {
    written: entries.map((entry, index) => ({
      entry: entryWith(entry, { parentId, position: siblings.length + index + 1 }),
      rank: ranks[index] as string,
    })),
    removed: [],
  };
}

/** `moveToBin`: the entry with its subtree taken out of the directory and put at the end of the bin's top. */
export function binEntry(
  directory: IndexedTree,
  bin: IndexedTree,
  entryId: string,
): { directory: EntryRows; bin: EntryRows } {
  const ids = directory.subtree(entryId);
  const [root, ...below] = ids.map((id) => directory.get(id) as RankedEntry);
  if (!root) throw new Error(`Entry ${entryId} is not in the directory.`);
  const binned: RankedEntry = {
    entry: entryWith(root.entry, {
      parentId: BIN_PARENT_ID,
      restoreParentId: directory.parentOf(entryId),
      position: bin.childrenOf(null).length + 1,
    }),
    rank: rankAtEnd(bin, null),
  };
  return { directory: { written: [], removed: ids }, bin: { written: [binned, ...below], removed: [] } };
}

/**
 * `restoreFromBin`: a bin entry of the top level with its subtree back under its old parent when that is
 * still in the directory, else at the top; with new ids for all when one of them is in use meanwhile.
 */
export function restoreEntry(
  directory: IndexedTree,
  bin: IndexedTree,
  binEntryId: string,
  newId: () => string,
): { directory: EntryRows; bin: EntryRows; restoredId: string } {
  const ids = bin.subtree(binEntryId);
  const rows = ids.map((id) => bin.get(id) as RankedEntry);
  const [root] = rows;
  if (!root) throw new Error(`Entry ${binEntryId} is not in the bin.`);
  const oldParentId = root.entry.restoreParentId ?? null;
  const parentId = oldParentId !== null && directory.get(oldParentId) ? oldParentId : null;
  const renamed = ids.some((id) => directory.get(id))
    ? new Map(ids.map((id) => [id, newId()]))
    : new Map<string, string>();
  const idOf = (id: string) => renamed.get(id) ?? id;
  const written = rows.map(({ entry, rank }, index): RankedEntry => {
    if (index === 0) {
      const position = directory.childrenOf(parentId).length + 1;
      return {
        entry: entryWith(entry, { parentId, restoreParentId: undefined, id: idOf(entry.id), position }),
        rank: rankAtEnd(directory, parentId),
      };
    }
    const parent = entry.parentId === null ? null : idOf(entry.parentId);
    return {
      entry: entryWith(entry, { parentId: parent, restoreParentId: undefined, id: idOf(entry.id) }),
      rank,
    };
  });
  return {
    directory: { written, removed: [] },
    bin: { written: [], removed: ids },
    restoredId: idOf(binEntryId),
  };
}

/** `siblingNameTaken`: whether another entry under `parentId` (null: the top level) has this name. */
export function siblingNameTakenIn(
  tree: IndexedTree,
  parentId: string | null,
  name: string,
  exceptId?: string,
): boolean {
  return tree
    .childrenOf(parentId)
    .some((id) => id !== exceptId && sameName((tree.get(id) as RankedEntry).entry.name, name));
}

/** The entry with some of its stored fields changed (its place stays). */
export function updatedRows(tree: IndexedTree, id: string, fields: Partial<FlatEntry>): EntryRows {
  const { entry, rank } = tree.get(id) as RankedEntry;
  return { written: [{ entry: entryWith(entry, fields), rank }], removed: [] };
}

/**
 * `setParents`: the file of the entry `fileEntryId` under exactly these parents (null: the top level): its
 * places under other parents taken out, a copy of the entry added at the end of each parent it is missing
 * from, in the order given.
 */
export function parentsRows(
  tree: IndexedTree,
  fileEntryId: string,
  parentIds: readonly (string | null)[],
  newId: () => string,
): EntryRows {
  const { entry } = tree.get(fileEntryId) as RankedEntry;
  const { fileId } = entry;
  if (fileId === null) throw new Error(`Entry ${fileEntryId} is a folder, not a file.`);
  const wanted = new Set(parentIds);
  const places = tree.entriesOfFile(fileId).map((id) => (tree.get(id) as RankedEntry).entry);
  const current = new Set(places.map((place) => place.parentId));
  const removed = places
    .filter((place) => !wanted.has(place.parentId))
    .flatMap((place) => tree.subtree(place.id));
  let after = tree.changed([], removed);
  const written: RankedEntry[] = [];
  const { restoreParentId: _restoreParentId, ...fields } = entry;
  for (const parentId of wanted) {
    if (current.has(parentId)) continue;
    const [row] = addEntry(after, { ...fields, id: newId() }, parentId).written;
    if (!row) continue;
    written.push(row);
    after = after.changed([row]);
  }
  return { written, removed };
}

/** `moveRefusal` on the index: why the entry may not go under `parentId` (null: the top level), or null. */
export function moveRefusalOf(
  tree: IndexedTree,
  id: string,
  parentId: string | null,
  maxDepth: number,
): MoveRefusal | null {
  const moving = tree.get(id)?.entry;
  if (!moving) return 'missing';
  if (tree.parentOf(id) === parentId) return null;
  let depth = 1;
  if (parentId !== null) {
    const parent = tree.get(parentId)?.entry;
    if (!parent) return 'missing';
    for (let above: string | null = parentId; above !== null; above = tree.parentOf(above)) {
      if (above === id) return 'into-itself';
    }
    if (!takesEntries(parent)) return 'into-file';
    depth = tree.depthOf(parentId) + 1;
  }
  if (depth + tree.heightOf(id) - 1 > maxDepth) return 'too-deep';
  const siblings = tree.childrenOf(parentId).map((sibling) => (tree.get(sibling) as RankedEntry).entry);
  if (moving.fileId !== null && siblings.some((sibling) => sibling.fileId === moving.fileId)) {
    return 'file-already-there';
  }
  if (moving.fileId === null && siblingNameTakenIn(tree, parentId, moving.name, id)) return 'name-taken';
  return null;
}

/**
 * `moveEntry`: the entry (its subtree goes with it) under `to.parentId` at `to.position` among its new
 * siblings, clamped to the end; null when that is where it is. Throws `MoveRefusedError` as `moveEntry`
 * does; a position below 1 is the caller's to refuse.
 */
export function moveEntryRows(
  tree: IndexedTree,
  id: string,
  to: MoveDestination,
  maxDepth: number,
): EntryRows | null {
  const refusal = moveRefusalOf(tree, id, to.parentId, maxDepth);
  if (refusal) throw new MoveRefusedError(refusal);
  const { entry } = tree.get(id) as RankedEntry;
  const others = tree.childrenOf(to.parentId).filter((sibling) => sibling !== id);
  const index = Math.min(to.position, others.length + 1) - 1;
  if (tree.parentOf(id) === to.parentId && tree.childrenOf(to.parentId)[index] === id) return null;
  const rankOf = (sibling: string | undefined) =>
    sibling === undefined ? null : (tree.get(sibling) as RankedEntry).rank;
  const [lower, upper] = [rankOf(others[index - 1]), rankOf(others[index])];
  const moved = entryWith(entry, { parentId: to.parentId, position: index + 1 });
  if (lower === null || upper === null || lower < upper) {
    return { written: [{ entry: moved, rank: generateKeyBetween(lower, upper) }], removed: [] };
  }
  // Siblings of equal rank (left by an old write) leave no rank between them: the list is ranked anew.
  const list = [...others.slice(0, index).map((sibling) => (tree.get(sibling) as RankedEntry).entry), moved];
  list.push(...others.slice(index).map((sibling) => (tree.get(sibling) as RankedEntry).entry));
  const ranks = generateNKeysBetween(null, null, list.length);
  return { written: list.map((item, at) => ({ entry: item, rank: ranks[at] as string })), removed: [] };
}
