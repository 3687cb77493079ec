import type { FileDataEntry } from '../../domain/file/types';
import type { SchemaElement } from '../../domain/schema/types';
import { type CellValue, tableValues } from '../../domain/table/file-table';
import type { Queryable } from '../db/database';

/**
 * Characters of a folded value its sort key keeps: a value up to this long is filtered by its key alone
 * (`file-table-repository.ts`), a longer one by its text as well.
 */
export const SORT_KEY_LENGTH = 200;

/**
 * Writes a file's table values (`tableValues`) where they differ from those of its data before
 * (`previous`), inside the caller's transaction.
 */
export async function writeTableValues(
  tx: Queryable,
  client: string,
  file: { id: string; schemaId: string; data: FileDataEntry[] },
  elements: SchemaElement[],
  previous: FileDataEntry[],
): Promise<void> {
  const values = tableValues(elements, file.data);
  const before = new Map(tableValues(elements, previous).map((value) => [value.elementId, value.text]));
  const kept = new Set(values.map((value) => value.elementId));
  const gone = [...before.keys()].filter((elementId) => !kept.has(elementId));
  if (gone.length > 0) {
    await tx.query(
      'delete from file_values where client_id = $1 and file_id = $2 and element_id = any($3::text[])',
      [client, file.id, gone],
    );
  }
  await insertValues(
    tx,
    client,
    file,
    values.filter((value) => before.get(value.elementId) !== value.text),
  );
}

/** Writes the table values of new files of one schema (`elements`), in one statement. */
export async function insertTableValues(
  tx: Queryable,
  client: string,
  files: { id: string; schemaId: string; data: FileDataEntry[] }[],
  elements: SchemaElement[],
): Promise<void> {
  const rows = files.flatMap((file) => tableValues(elements, file.data).map((value) => ({ file, value })));
  if (rows.length === 0) return;
  await tx.query(
    `insert into file_values (client_id, file_id, schema_id, element_id, text, sort_key)
     select $1, v.file_id, v.schema_id, v.element_id, v.text, left(search_folded(v.text), ${SORT_KEY_LENGTH})
       from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as v (file_id, schema_id, element_id, text)`,
    [
      client,
      rows.map((row) => row.file.id),
      rows.map((row) => row.file.schemaId),
      rows.map((row) => row.value.elementId),
      rows.map((row) => row.value.text),
    ],
  );
}

/** Writes a file's table values anew from `elements` (its schema changed, or it was stored before them). */
export async function rewriteTableValues(
  tx: Queryable,
  client: string,
  file: { id: string; schemaId: string; data: FileDataEntry[] },
  elements: SchemaElement[],
): Promise<void> {
  await tx.query('delete from file_values where client_id = $1 and file_id = $2', [client, file.id]);
  await insertValues(tx, client, file, tableValues(elements, file.data));
}

async function insertValues(
  tx: Queryable,
  client: string,
  file: { id: string; schemaId: string },
  values: CellValue[],
): Promise<void> {
  if (values.length === 0) return;
  await tx.query(
    `insert into file_values (client_id, file_id, schema_id, element_id, text, sort_key)
     select $1, $2, $3, v.element_id, v.text, left(search_folded(v.text), ${SORT_KEY_LENGTH})
       from unnest($4::text[], $5::text[]) as v (element_id, text)
     on conflict (client_id, file_id, element_id)
     do update set text = excluded.text, sort_key = excluded.sort_key, schema_id = excluded.schema_id`,
    [
      client,
      file.id,
      file.schemaId,
      values.map((value) => value.elementId),
      values.map((value) => value.text),
    ],
  );
}

/**
 * Marks the pages of the files and their values all-visible where they are (`vacuum`), so counting and
 * ordering a table's values reads their index alone. PGlite runs no autovacuum; a server on PostgreSQL
 * leaves this to it. Not inside a transaction.
 */
export async function vacuumTableValues(db: Queryable): Promise<void> {
  await db.query('vacuum files, file_values');
}
