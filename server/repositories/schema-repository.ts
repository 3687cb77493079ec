import { LRUCache } from 'lru-cache';
import { schemaState } from '../../domain/history/revision-state';
import type { SchemaElement, SchemaMetadata } from '../../domain/schema/types';
import { schemaSearchText } from '../../domain/search/search-text';
import type { Queryable } from '../db/database';
import { recordSchemaRevision } from '../history/record-revision';
import { deleteHistoryOf } from '../history/revision-repository';
import { addToVocabulary } from './search-text-repository';

export interface SchemaRecord {
  id: string;
  label: string;
  metadata: SchemaMetadata;
  elements: SchemaElement[];
  version: number;
  updatedAt: string;
  /** The user of the last write; null when unknown. */
  updatedBy: string | null;
}

interface SchemaRow {
  id: string;
  label: string;
  metadata: SchemaMetadata | null;
  elements: SchemaElement[];
  version: number;
  updated_at: Date | string;
  updated_by: string | null;
}

const COLUMNS = 'id, label, metadata, elements, version, updated_at, updated_by';

/** Schemas whose elements a server keeps (parsed) between reads. */
const KEPT_SCHEMAS = 512;

/**
 * The elements of schemas as last read, by client and id, with their stamp (`elements_stamp`, new with
 * every write of them): a read sends the stamp it holds and gets the elements only when they changed.
 * Never changed in place: whoever reads a schema shares them.
 */
const keptElements = new LRUCache<string, { stamp: string; elements: SchemaElement[] }>({
  max: KEPT_SCHEMAS,
});

const toRecord = (row: SchemaRow): SchemaRecord => ({
  id: row.id,
  label: row.label,
  metadata: row.metadata ?? {},
  elements: row.elements,
  version: row.version,
  updatedAt: new Date(row.updated_at).toISOString(),
  updatedBy: row.updated_by,
});

export async function listSchemas(db: Queryable, client: string): Promise<SchemaRecord[]> {
  const rows = await db.query<SchemaRow>(
    `select ${COLUMNS} from schemas where client_id = $1 order by lower(label), label, id`,
    [client],
  );
  return rows.map(toRecord);
}

/**
 * The schema, locked for the rest of the transaction when `forUpdate`. Its elements come from the
 * database only when they changed since this server last read them (see `keptElements`).
 */
export async function findSchema(
  db: Queryable,
  client: string,
  id: string,
  forUpdate = false,
): Promise<SchemaRecord | null> {
  const key = `${client}\n${id}`;
  const kept = keptElements.get(key);
  const [row] = await db.query<
    Omit<SchemaRow, 'elements'> & { elements: SchemaElement[] | null; elements_stamp: string }
  >(
    `select id, label, metadata, version, updated_at, updated_by, elements_stamp,
            case when elements_stamp is distinct from $3 then elements end as elements
       from schemas where client_id = $1 and id = $2 ${forUpdate ? 'for update' : ''}`,
    [client, id, kept?.stamp ?? null],
  );
  if (!row) return null;
  const elements = row.elements_stamp === kept?.stamp ? kept.elements : (row.elements ?? []);
  if (elements !== kept?.elements) keptElements.set(key, { stamp: row.elements_stamp, elements });
  return toRecord({ ...row, elements });
}

/** Which of `ids` are schemas of the client. */
export async function existingSchemaIds(db: Queryable, client: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    'select id from schemas where client_id = $1 and id = any($2::text[])',
    [client, ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are not schemas of the client. */
export async function missingSchemaIds(db: Queryable, client: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `select wanted.id from unnest($2::text[]) as wanted (id)
      where not exists (select 1 from schemas where client_id = $1 and schemas.id = wanted.id)`,
    [client, ids],
  );
  return new Set(rows.map((row) => row.id));
}

export interface NewSchema {
  id: string;
  label: string;
  metadata: SchemaMetadata;
  elements: SchemaElement[];
}

/** Stores a new schema; null when the id is taken. */
export async function insertSchema(
  tx: Queryable,
  client: string,
  schema: NewSchema,
  userId: string,
): Promise<SchemaRecord | null> {
  const text = schemaSearchText(schema.label, schema.elements);
  const [row] = await tx.query<SchemaRow>(
    `insert into schemas (client_id, id, label, metadata, elements, search_text, created_by, updated_by)
     values ($1, $2, $3, $4::text::jsonb, $5::text::jsonb, $6, $7, $7)
     on conflict do nothing
     returning ${COLUMNS}`,
    [
      client,
      schema.id,
      schema.label,
      JSON.stringify(schema.metadata),
      JSON.stringify(schema.elements),
      text,
      userId,
    ],
  );
  if (!row) return null;
  await addToVocabulary(tx, client, [text]);
  return toRecord(row);
}

/** Replaces label, metadata and elements of `previous` and bumps the version. */
export async function replaceSchema(
  tx: Queryable,
  client: string,
  previous: SchemaRecord,
  schema: Omit<NewSchema, 'id'>,
  userId: string,
): Promise<SchemaRecord> {
  const text = schemaSearchText(schema.label, schema.elements);
  const [row] = await tx.query<SchemaRow>(
    `update schemas
        set label = $3, metadata = $4::text::jsonb, elements = $5::text::jsonb, search_text = $6,
            version = version + 1, updated_at = now(), updated_by = $7
      where client_id = $1 and id = $2
      returning ${COLUMNS}`,
    [
      client,
      previous.id,
      schema.label,
      JSON.stringify(schema.metadata),
      JSON.stringify(schema.elements),
      text,
      userId,
    ],
  );
  if (!row) throw new Error(`Schema ${previous.id} vanished inside its transaction.`);
  await addToVocabulary(tx, client, [text]);
  await recordSchemaRevision(
    tx,
    client,
    {
      id: previous.id,
      previous: { version: previous.version, updatedAt: previous.updatedAt, updatedBy: previous.updatedBy },
      version: row.version,
    },
    schemaState(previous.label, previous.elements),
    schemaState(schema.label, schema.elements),
  );
  return toRecord(row);
}

/** How many files use each of these schemas (schemas without files are left out). */
export async function fileCountsBySchema(
  db: Queryable,
  client: string,
  ids: string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ schema_id: string; count: number }>(
    `select schema_id, count(*)::int as count from files
      where client_id = $1 and schema_id = any($2::text[])
      group by schema_id`,
    [client, ids],
  );
  return new Map(rows.map((row) => [row.schema_id, row.count]));
}

export async function deleteSchemas(tx: Queryable, client: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query('delete from schemas where client_id = $1 and id = any($2::text[])', [client, ids]);
  await deleteHistoryOf(tx, client, 'SCHEMA', ids);
}
