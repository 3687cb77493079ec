import type { FileChange, SchemaChange } from '../../domain/history/revision-state';
import { describeFileChange, describeSchemaChange } from '../../domain/history/revision-summary';
import { canPutBack, type EntryPlace, type TreeEntryChange } from '../../domain/history/tree-changes';
import type { SchemaElement } from '../../domain/schema/types';
import type { Queryable } from '../db/database';
import type { Revision } from '../graphql/resolvers-types.gen';
import type { IndexedTree } from '../repositories/indexed-tree';
import type { TreeRevisionChange } from './record-revision';
import type { RevisionRecord } from './revision-repository';

/** What the answers of revisions are told in: the file's schema, labels of related files, the tree now. */
export interface RevisionContext {
  elements: SchemaElement[];
  fileLabel: (fileId: string) => string;
  tree: IndexedTree | null;
  /** The tree's directory version now. */
  treeVersion: number | null;
}

/** The file ids the related-file changes of these revisions name. */
export function relatedFileIdsOf(revisions: RevisionRecord[]): string[] {
  const ids = new Set<string>();
  for (const revision of revisions) {
    const related = revision.kind === 'FILE' ? (revision.change as FileChange).related : undefined;
    for (const side of related ?? []) for (const item of side) ids.add(item.fileId);
  }
  return [...ids];
}

export async function fileLabels(db: Queryable, client: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; label: string }>(
    'select id, label from files where client_id = $1 and id = any($2::text[])',
    [client, ids],
  );
  return new Map(rows.map((row) => [row.id, row.label]));
}

function placeOf(place: EntryPlace | undefined, tree: IndexedTree | null) {
  if (!place) return null;
  const parentName = place.parentId === null ? null : (tree?.get(place.parentId)?.entry.name ?? null);
  return { ...place, parentName };
}

/** Whether the entry is still where (move) or as (rename) the change left it, so it can be put back. */
export function stillAsLeft(change: TreeEntryChange, tree: IndexedTree | null): boolean {
  if (!canPutBack(change) || !tree || !change.to) return false;
  const entry = tree.get(change.entryId)?.entry;
  if (!entry) return false;
  if (change.kind === 'RENAMED') return entry.fileId === null && entry.name === change.to.name;
  return entry.parentId === change.to.parentId;
}

export function revisionResponse(revision: RevisionRecord, context: RevisionContext): Revision {
  const base = {
    id: revision.id,
    kind: revision.kind,
    objectId: revision.objectId,
    version: revision.version,
    at: revision.at,
    userId: revision.userId,
    userName: revision.userName,
    operation: revision.operation,
    changes: [],
    entries: [],
    moreEntries: 0,
  };
  switch (revision.kind) {
    case 'FILE':
      return {
        ...base,
        changes: describeFileChange(context.elements, revision.change as FileChange, context.fileLabel),
      };
    case 'SCHEMA':
      return { ...base, changes: describeSchemaChange(revision.change as SchemaChange) };
    case 'DIRECTORY': {
      const change = revision.change as TreeRevisionChange;
      return {
        ...base,
        entries: change.entries.map((entry) => ({
          ...entry,
          fileId: entry.fileId,
          from: placeOf(entry.from, context.tree),
          to: placeOf(entry.to, context.tree),
          canPutBack: stillAsLeft(entry, context.tree),
        })),
        moreEntries: change.more ?? 0,
      };
    }
  }
}
