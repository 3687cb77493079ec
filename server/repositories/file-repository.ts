import type { FileDataEntry } from '../../domain/file/types';
import type { RelatedState } from '../../domain/history/revision-state';
import type { SchemaElement } from '../../domain/schema/types';
import { fileSearchText } from '../../domain/search/search-text';
import type { Queryable } from '../db/database';
import { readRelatedStates, recordFileRevision, type Written } from '../history/record-revision';
import { deleteHistoryOf } from '../history/revision-repository';
import { stampOf, type TreeKey } from './directory-repository';
import type { RelatedRecord } from './related-file-repository';
import { addNewWordsToVocabulary, addToVocabulary } from './search-text-repository';
import { insertTableValues, writeTableValues } from './table-values-repository';

export interface FileRecord {
  id: string;
  schemaId: string;
  label: string;
  data: FileDataEntry[];
  version: number;
  updatedAt: string;
  /** The user of the last write; null when unknown. */
  updatedBy: string | null;
}

interface FileRow {
  id: string;
  schema_id: string;
  label: string;
  data: FileDataEntry[];
  version: number;
  updated_at: Date | string;
  updated_by: string | null;
}

const COLUMNS = 'id, schema_id, label, data, version, updated_at, updated_by';

const toRecord = (row: FileRow): FileRecord => ({
  id: row.id,
  schemaId: row.schema_id,
  label: row.label,
  data: row.data,
  version: row.version,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by,
});

/** The file, locked for the rest of the transaction when `forUpdate`. */
export async function findFile(
  db: Queryable,
  client: string,
  id: string,
  forUpdate = false,
): Promise<FileRecord | null> {
  const [row] = await db.query<FileRow>(
    `select ${COLUMNS} from files where client_id = $1 and id = $2 ${forUpdate ? 'for update' : ''}`,
    [client, id],
  );
  return row ? toRecord(row) : null;
}

/** A file with what its view needs besides: its related files, and the state of the tree that places it. */
export interface FileView {
  file: FileRecord;
  related: RelatedRecord[];
  /** The stamp (`StoredTree.stamp`) of the tree `treeKey`; null while that tree does not exist. */
  treeStamp: string | null;
}

interface RelatedJson {
  relationship_id: string;
  related_file_id: string;
  element_id: string | null;
  position: number;
  label: string;
}

/**
 * The file, its related files (with their labels, in position order) and the stamp of a tree, in one
 * statement, so one read sees one state of all three. Related files are few per file.
 */
export async function findFileView(
  db: Queryable,
  client: string,
  id: string,
  treeKey: Omit<TreeKey, 'client'>,
): Promise<FileView | null> {
  const [row] = await db.query<FileRow & { tree_stamp: string | null; related: RelatedJson[] | string }>(
    `select ${COLUMNS},
       (select ${stampOf('d')} from directories d
         where d.client_id = $1 and d.front_end_type = $3 and d.tree = $4 and d.bin = $5) as tree_stamp,
       (select coalesce(json_agg(json_build_object(
                 'relationship_id', r.relationship_id, 'related_file_id', r.related_file_id,
                 'element_id', r.element_id, 'position', r.position, 'label', rf.label)
             ), '[]'::json)
          from related_files r join files rf on rf.client_id = r.client_id and rf.id = r.related_file_id
         where r.client_id = $1 and r.file_id = files.id) as related
     from files where client_id = $1 and id = $2`,
    [client, id, treeKey.frontEndType, treeKey.tree, treeKey.bin],
  );
  if (!row) return null;
  const related = (typeof row.related === 'string' ? JSON.parse(row.related) : row.related) as RelatedJson[];
  // Ordered here: a sort inside the statement costs PGlite more than the rest of it.
  related.sort(
    (a, b) =>
      a.position - b.position ||
      (a.relationship_id < b.relationship_id ? -1 : a.relationship_id > b.relationship_id ? 1 : 0),
  );
  return {
    file: toRecord(row),
    related: related.map((link) => ({
      relationshipId: link.relationship_id,
      fileId: row.id,
      relatedFileId: link.related_file_id,
      elementId: link.element_id,
      position: link.position,
      label: link.label,
    })),
    treeStamp: row.tree_stamp,
  };
}

/** The client's files among `ids`, in no particular order. */
export async function findFiles(db: Queryable, client: string, ids: string[]): Promise<FileRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<FileRow>(
    `select ${COLUMNS} from files where client_id = $1 and id = any($2::text[])`,
    [client, ids],
  );
  return rows.map(toRecord);
}

/** Which of `ids` are files of the client. */
export async function existingFileIds(db: Queryable, client: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    'select id from files where client_id = $1 and id = any($2::text[])',
    [client, ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are not files of the client; answers only those, so a long list of known ids costs little. */
export async function missingFileIds(db: Queryable, client: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `select wanted.id from unnest($2::text[]) as wanted (id)
      where not exists (select 1 from files where client_id = $1 and files.id = wanted.id)`,
    [client, ids],
  );
  return new Set(rows.map((row) => row.id));
}

export interface NewFile {
  id: string;
  schemaId: string;
  label: string;
  data: FileDataEntry[];
}

/**
 * Stores a new file, with its values in words for search (`elements`: its schema's); null when the id is
 * taken.
 */
export async function insertFile(
  tx: Queryable,
  client: string,
  file: NewFile,
  elements: SchemaElement[],
  userId: string,
): Promise<FileRecord | null> {
  const [stored] = await insertFiles(tx, client, [file], elements, userId);
  return stored ?? null;
}

/**
 * Stores new files of one schema (`elements`) in one statement each for the files, their words for
 * search and their table values; a file whose id is taken is skipped. Returns the files stored.
 */
export async function insertFiles(
  tx: Queryable,
  client: string,
  files: NewFile[],
  elements: SchemaElement[],
  userId: string,
): Promise<FileRecord[]> {
  if (files.length === 0) return [];
  const texts = new Map(files.map((file) => [file.id, fileSearchText(file.label, elements, file.data)]));
  const rows = await tx.query<FileRow>(
    `insert into files (client_id, id, schema_id, label, data, search_text, created_by, updated_by)
     select $1, f.id, f.schema_id, f.label, f.data::jsonb, f.text, $2, $2
       from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
            as f (id, schema_id, label, data, text)
     on conflict do nothing
     returning ${COLUMNS}`,
    [
      client,
      userId,
      files.map((file) => file.id),
      files.map((file) => file.schemaId),
      files.map((file) => file.label),
      files.map((file) => JSON.stringify(file.data)),
      [...texts.values()],
    ],
  );
  const stored = new Set(rows.map((row) => row.id));
  const storedFiles = files.filter((file) => stored.has(file.id));
  await addToVocabulary(
    tx,
    client,
    storedFiles.map((file) => texts.get(file.id) as string),
  );
  await insertTableValues(tx, client, storedFiles, elements);
  const byId = new Map(rows.map((row) => [row.id, toRecord(row)]));
  return storedFiles.map((file) => byId.get(file.id) as FileRecord);
}

/**
 * Replaces label and data of `previous` (and their words for search and table values, `elements` being
 * the schema's), bumps the version and records the change (with `related`, the write's change of the
 * related files as well).
 */
export async function replaceFile(
  tx: Queryable,
  client: string,
  previous: FileRecord,
  file: Pick<FileRecord, 'label' | 'data'>,
  elements: SchemaElement[],
  userId: string,
  related?: { before: RelatedState[]; after: RelatedState[] },
): Promise<FileRecord> {
  const text = fileSearchText(file.label, elements, file.data);
  // The words the file had for search, as the statement found them before it wrote the new ones.
  const [row] = await tx.query<FileRow & { text_before: string | null }>(
    `with before as (select search_text from files where client_id = $1 and id = $2)
     update files
        set label = $3, data = $4::text::jsonb, search_text = $5, version = version + 1, updated_at = now(),
            updated_by = $6
      where client_id = $1 and id = $2
      returning ${COLUMNS}, (select search_text from before) as text_before`,
    [client, previous.id, file.label, JSON.stringify(file.data), text, userId],
  );
  if (!row) throw new Error(`File ${previous.id} vanished inside its transaction.`);
  await addNewWordsToVocabulary(tx, client, text, row.text_before);
  await writeTableValues(tx, client, toRecord(row), elements, previous.data);
  await recordFileRevision(
    tx,
    client,
    writtenOf(previous, row.version),
    { before: previous, after: file },
    related,
  );
  return toRecord(row);
}

const writtenOf = (previous: FileRecord, version: number): Written => ({
  id: previous.id,
  previous: { version: previous.version, updatedAt: previous.updatedAt, updatedBy: previous.updatedBy },
  version,
});

/**
 * Marks a change of the file's related files (`relatedBefore`: as they were; the write has stored the new
 * ones) and records it; returns the new version.
 */
export async function bumpFileVersion(
  tx: Queryable,
  client: string,
  file: FileRecord,
  userId: string,
  relatedBefore: RelatedState[],
): Promise<number> {
  const [version] = await bumpFileVersions(tx, client, [file], userId, new Map([[file.id, relatedBefore]]));
  return version as number;
}

/** The same for several files; returns their new versions in the order of `files`. */
export async function bumpFileVersions(
  tx: Queryable,
  client: string,
  files: FileRecord[],
  userId: string,
  relatedBefore: ReadonlyMap<string, RelatedState[]>,
): Promise<number[]> {
  if (files.length === 0) return [];
  const rows = await tx.query<{ id: string; version: number }>(
    `update files set version = version + 1, updated_at = now(), updated_by = $3
      where client_id = $1 and id = any($2::text[])
      returning id, version`,
    [client, files.map((file) => file.id), userId],
  );
  const versions = new Map(rows.map((row) => [row.id, row.version]));
  const relatedAfter = await readRelatedStates(
    tx,
    client,
    files.map((file) => file.id),
  );
  const result: number[] = [];
  for (const file of files) {
    const version = versions.get(file.id);
    if (version === undefined) throw new Error(`File ${file.id} vanished inside its transaction.`);
    await recordFileRevision(
      tx,
      client,
      writtenOf(file, version),
      { before: file, after: file },
      { before: relatedBefore.get(file.id) ?? [], after: relatedAfter.get(file.id) ?? [] },
    );
    result.push(version);
  }
  return result;
}

export async function deleteFiles(tx: Queryable, client: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('delete from files where client_id = $1 and id = any($2::text[])', [client, ids]);
  await deleteHistoryOf(tx, client, 'FILE', ids);
}
