import type { FileDataEntry } from '../../domain/file/types';
import {
  type FileState,
  fileChange,
  type RelatedState,
  type RevisionKind,
  type SchemaState,
  schemaChange,
} from '../../domain/history/revision-state';
import type { TreeEntryChange } from '../../domain/history/tree-changes';
import type { Queryable } from '../db/database';
import { listRelatedFiles } from '../repositories/related-file-repository';
import { insertBaseline, insertRevision, lastRevision } from './revision-repository';

/** Revisions between snapshots: a revision is rebuilt from at most this many changes. */
export const SNAPSHOT_EVERY = 20;

/** Entries of one tree write a revision tells; of a larger write, the rest is counted. */
export const TREE_CHANGES_KEPT = 1_000;

/** The object a write changed: its id, the version it had and its last write's time and user, its new version. */
export interface Written {
  id: string;
  previous: { version: number; updatedAt: string; updatedBy: string | null };
  version: number;
}

/** A tree's revision: the entries its write changed (see `treeEntryChanges`). */
export interface TreeRevisionChange {
  entries: TreeEntryChange[];
  /** Entries changed beyond those told. */
  more?: number;
}

async function record<State>(
  tx: Queryable,
  client: string,
  kind: RevisionKind,
  written: Written,
  sides: { before: () => Promise<State>; after: () => Promise<State> },
  change: object,
): Promise<void> {
  const last = await lastRevision(tx, client, kind, written.id);
  if (!last) {
    const { previous } = written;
    await insertBaseline(tx, client, {
      kind,
      objectId: written.id,
      version: previous.version,
      at: previous.updatedAt,
      userId: previous.updatedBy,
      operation: previous.version === 1 ? 'created' : 'baseline',
      snapshot: await sides.before(),
    });
  }
  if (Object.keys(change).length === 0) return;
  const sinceSnapshot = ((last?.sinceSnapshot ?? 0) + 1) % SNAPSHOT_EVERY;
  await insertRevision(tx, client, {
    kind,
    objectId: written.id,
    version: written.version,
    change,
    snapshot: sinceSnapshot === 0 ? await sides.after() : undefined,
    sinceSnapshot,
  });
}

/** Related files as a revision keeps them. */
export const relatedStatesOf = (
  records: { relatedFileId: string; elementId: string | null }[],
): RelatedState[] => records.map((record) => ({ fileId: record.relatedFileId, elementId: record.elementId }));

/** The related files of each of `fileIds`, in their order, as a revision keeps them. */
export async function readRelatedStates(
  db: Queryable,
  client: string,
  fileIds: string[],
): Promise<Map<string, RelatedState[]>> {
  const lists = await listRelatedFiles(db, client, fileIds);
  return new Map([...lists].map(([fileId, list]) => [fileId, relatedStatesOf(list)]));
}

interface FileContent {
  label: string;
  data: FileDataEntry[];
}

/**
 * Records a write of a file: its label and data before and after, and its related files before and after
 * when the write changed them (otherwise they are read when a snapshot needs them).
 */
export async function recordFileRevision(
  tx: Queryable,
  client: string,
  written: Written,
  content: { before: FileContent; after: FileContent },
  related?: { before: RelatedState[]; after: RelatedState[] },
): Promise<void> {
  const state = async (side: 'before' | 'after'): Promise<FileState> => ({
    ...content[side],
    related: related
      ? related[side]
      : ((await readRelatedStates(tx, client, [written.id])).get(written.id) ?? []),
  });
  const change = fileChange(
    { ...content.before, related: related?.before ?? [] },
    { ...content.after, related: related?.after ?? [] },
  );
  await record(
    tx,
    client,
    'FILE',
    written,
    { before: () => state('before'), after: () => state('after') },
    change,
  );
}

export async function recordSchemaRevision(
  tx: Queryable,
  client: string,
  written: Written,
  before: SchemaState,
  after: SchemaState,
): Promise<void> {
  const sides = { before: async () => before, after: async () => after };
  await record(tx, client, 'SCHEMA', written, sides, schemaChange(before, after));
}

/** Records the entries one write of a tree changed (`objectId`: `alloy/DATA`), if any. */
export async function recordTreeRevision(
  tx: Queryable,
  client: string,
  objectId: string,
  version: number,
  entries: TreeEntryChange[],
): Promise<void> {
  if (entries.length === 0) return;
  const change: TreeRevisionChange = { entries: entries.slice(0, TREE_CHANGES_KEPT) };
  if (entries.length > TREE_CHANGES_KEPT) change.more = entries.length - TREE_CHANGES_KEPT;
  await insertRevision(tx, client, { kind: 'DIRECTORY', objectId, version, change, sinceSnapshot: 0 });
}
