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
      `delete from file_values
        where file_id = $2 and column_id in (${columnsOf('$1', '$3', 'any($4::text[])')})`,
      [client, file.id, file.schemaId, gone],
    );
  }
  await insertValues(
    tx,
    client,
    file,
    values.filter((value) => before.get(value.elementId) !== value.text),
  );
}

/** Writes the table values of new files of one schema (`elements`): their columns numbered, then one statement. */
export async function insertTableValues(
  tx: Queryable,
  client: string,
  files: { id: string; schemaId: string; data: FileDataEntry[] }[],
  elements: SchemaElement[],
): Promise<void> {
  const rows = files.flatMap((file) => tableValues(elements, file.data).map((value) => ({ file, value })));
  if (rows.length === 0) return;
  const columns = new Map<string, Map<string, number>>();
  for (const schemaId of new Set(rows.map((row) => row.file.schemaId))) {
    const elementIds = rows.filter((row) => row.file.schemaId === schemaId).map((row) => row.value.elementId);
    columns.set(schemaId, await columnNumbers(tx, client, schemaId, elementIds));
  }
  await tx.query(
    `insert into file_values (file_id, column_id, text, sort_key)
     select v.file_id, v.column_id, v.text, left(search_folded(v.text), ${SORT_KEY_LENGTH})
       from unnest($1::text[], $2::int[], $3::text[]) as v (file_id, column_id, text)`,
    [
      rows.map((row) => row.file.id),
      rows.map((row) => columns.get(row.file.schemaId)?.get(row.value.elementId)),
      rows.map((row) => row.value.text),
    ],
  );
}

/** The numbers (`value_columns`) of a client's columns, as SQL: of `schema` and the elements `elements` selects. */
export const columnsOf = (client: string, schema: string, elements: string) =>
  `select id from value_columns where client_id = ${client} and schema_id = ${schema} and element_id = ${elements}`;

/**
 * The numbers of the schema's columns of these elements, by element, numbering those that have none yet.
 * The statement reads the numbers there were when it began: on PostgreSQL, one that waited for another
 * transaction numbering the same column misses that number, and reads it again in a statement of its own.
 */
async function columnNumbers(
  tx: Queryable,
  client: string,
  schemaId: string,
  elementIds: string[],
): Promise<Map<string, number>> {
  const wanted = [...new Set(elementIds)];
  const numbers = new Map<string, number>();
  for (let read = 0; numbers.size < wanted.length; read += 1) {
    if (read === 3) throw new Error(`The columns of schema ${schemaId} could not be numbered.`);
    const rows = await tx.query<{ id: number; element_id: string }>(
      `with wanted as (select unnest($3::text[]) as element_id),
            added as (
              insert into value_columns (client_id, schema_id, element_id)
              select $1, $2, element_id from wanted
              on conflict do nothing
              returning id, element_id)
       select id, element_id from added
       union all
       select c.id, c.element_id from value_columns c join wanted w using (element_id)
        where c.client_id = $1 and c.schema_id = $2`,
      [client, schemaId, wanted.filter((elementId) => !numbers.has(elementId))],
    );
    for (const row of rows) numbers.set(row.element_id, row.id);
  }
  return numbers;
}

/** Writes a file's table values anew from `elements` (its schema changed, or it was stored before them). */
export async function rewriteTableValues(
  tx: Queryable,
  client: string,
  file: { id: string; schemaId: string; data: FileDataEntry[] },
  elements: SchemaElement[],
): Promise<void> {
  await tx.query(
    'delete from file_values where file_id = $2 and column_id in (select id from value_columns where client_id = $1)',
    [client, file.id],
  );
  await insertValues(tx, client, file, tableValues(elements, file.data));
}

async function insertValues(
  tx: Queryable,
  client: string,
  file: { id: string; schemaId: string },
  values: CellValue[],
): Promise<void> {
  if (values.length === 0) return;
  const columns = await columnNumbers(
    tx,
    client,
    file.schemaId,
    values.map((value) => value.elementId),
  );
  await tx.query(
    `insert into file_values (file_id, column_id, text, sort_key)
     select $1, v.column_id, v.text, left(search_folded(v.text), ${SORT_KEY_LENGTH})
       from unnest($2::int[], $3::text[]) as v (column_id, text)
     on conflict (file_id, column_id) do update set text = excluded.text, sort_key = excluded.sort_key`,
    [file.id, values.map((value) => columns.get(value.elementId)), values.map((value) => value.text)],
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
