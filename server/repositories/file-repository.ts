import type { FileDataEntry } from '../../domain/file/types';
import type { Queryable } from '../db/database';

export interface FileRecord {
  id: string;
  schemaId: string;
  label: string;
  data: FileDataEntry[];
  version: number;
  updatedAt: string;
}

interface FileRow {
  id: string;
  schema_id: string;
  label: string;
  data: FileDataEntry[];
  version: number;
  updated_at: Date | string;
}

const COLUMNS = 'id, schema_id, label, data, version, updated_at';

const toRecord = (row: FileRow): FileRecord => ({
  id: row.id,
  schemaId: row.schema_id,
  label: row.label,
  data: row.data,
  version: row.version,
  updatedAt: new Date(row.updated_at).toISOString(),
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

export interface NewFile {
  id: string;
  schemaId: string;
  label: string;
  data: FileDataEntry[];
}

/** Stores a new file; null when the id is taken. */
export async function insertFile(
  tx: Queryable,
  client: string,
  file: NewFile,
  userId: string,
): Promise<FileRecord | null> {
  const [row] = await tx.query<FileRow>(
    `insert into files (client_id, id, schema_id, label, data, created_by, updated_by)
     values ($1, $2, $3, $4, $5::text::jsonb, $6, $6)
     on conflict do nothing
     returning ${COLUMNS}`,
    [client, file.id, file.schemaId, file.label, JSON.stringify(file.data), userId],
  );
  return row ? toRecord(row) : null;
}

/** Replaces label and data and bumps the version. */
export async function replaceFile(
  tx: Queryable,
  client: string,
  file: Pick<FileRecord, 'id' | 'label' | 'data'>,
  userId: string,
): Promise<FileRecord> {
  const [row] = await tx.query<FileRow>(
    `update files set label = $3, data = $4::text::jsonb, version = version + 1, updated_at = now(), updated_by = $5
      where client_id = $1 and id = $2
      returning ${COLUMNS}`,
    [client, file.id, file.label, JSON.stringify(file.data), userId],
  );
  if (!row) throw new Error(`File ${file.id} vanished inside its transaction.`);
  return toRecord(row);
}

/** Marks a change of the file's related files; returns the new version. */
export async function bumpFileVersion(
  tx: Queryable,
  client: string,
  id: string,
  userId: string,
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `update files set version = version + 1, updated_at = now(), updated_by = $3
      where client_id = $1 and id = $2
      returning version`,
    [client, id, userId],
  );
  if (!row) throw new Error(`File ${id} vanished inside its transaction.`);
  return row.version;
}

/** Marks a change of several files' related files. */
export async function bumpFileVersions(
  tx: Queryable,
  client: string,
  ids: string[],
  userId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `update files set version = version + 1, updated_at = now(), updated_by = $3
      where client_id = $1 and id = any($2::text[])`,
    [client, ids, userId],
  );
}

/** Deletes files; their related-file rows go with them. */
export async function deleteFiles(tx: Queryable, client: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('delete from files where client_id = $1 and id = any($2::text[])', [client, ids]);
}
