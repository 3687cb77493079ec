import { type FileDataEntry, MODEL_VALUE_KEY } from '../../domain/file/types';
import { isEmptyValue, uniqueElements, uniqueKey } from '../../domain/rules/value-rules';
import type { SchemaElement } from '../../domain/schema/types';
import type { Queryable } from '../db/database';
import { badInput } from '../errors';

const valueTaken = (elementId: string, pathOf: (elementId: string) => string) =>
  badInput(`Another file of the schema holds this value of element "${elementId}".`, {
    path: pathOf(elementId),
    elementId,
    rule: 'unique',
  });

/**
 * Holds a file's values of its schema's unique elements (`unique_values`), inside the write's
 * transaction: a value another file holds is refused (BAD_USER_INPUT, rule `unique`), one no longer held
 * is let go. `changed`: the element ids whose value the write changed; a value kept from before stays as it
 * is held. `pathOf` names an element's entry in the write's argument.
 */
export async function holdUniqueValues(
  tx: Queryable,
  client: string,
  file: { id: string; schemaId: string; data: FileDataEntry[] },
  elements: SchemaElement[],
  changed: ReadonlySet<string>,
  pathOf: (elementId: string) => string,
): Promise<void> {
  const values = new Map(file.data.map((entry) => [entry.elementId, entry[MODEL_VALUE_KEY]]));
  for (const element of uniqueElements(elements)) {
    if (!changed.has(element.elementId)) continue;
    await tx.query(
      'delete from unique_values where client_id = $1 and schema_id = $2 and element_id = $3 and file_id = $4',
      [client, file.schemaId, element.elementId, file.id],
    );
    const value = values.get(element.elementId);
    if (isEmptyValue(value)) continue;
    const [held] = await tx.query<{ file_id: string }>(
      `insert into unique_values (client_id, schema_id, element_id, value_key, file_id)
       values ($1, $2, $3, $4, $5)
       on conflict (client_id, schema_id, element_id, value_key) do update set file_id = unique_values.file_id
       returning file_id`,
      [client, file.schemaId, element.elementId, uniqueKey(value), file.id],
    );
    if (held && held.file_id !== file.id) throw valueTaken(element.elementId, pathOf);
  }
}

/**
 * Holds the values of new files' unique elements (`elements`: their schema's) in one statement: what
 * `holdUniqueValues` does for each file written the first time, for a batch of them (an import's). A value
 * another file holds, or that two of the files share, is refused the same way.
 */
export async function holdNewFilesUniqueValues(
  tx: Queryable,
  client: string,
  files: { id: string; schemaId: string; data: FileDataEntry[] }[],
  elements: SchemaElement[],
  pathOf: (elementId: string) => string,
): Promise<void> {
  const unique = uniqueElements(elements);
  if (unique.length === 0) return;
  const held = new Map<string, { schemaId: string; elementId: string; key: string; fileId: string }>();
  for (const file of files) {
    const values = new Map(file.data.map((entry) => [entry.elementId, entry[MODEL_VALUE_KEY]]));
    for (const { elementId } of unique) {
      const value = values.get(elementId);
      if (isEmptyValue(value)) continue;
      const key = uniqueKey(value);
      const heldAs = JSON.stringify([file.schemaId, elementId, key]);
      if (held.has(heldAs)) throw valueTaken(elementId, pathOf);
      held.set(heldAs, { schemaId: file.schemaId, elementId, key, fileId: file.id });
    }
  }
  if (held.size === 0) return;
  const rows = [...held.values()];
  const inserted = await tx.query<{ schema_id: string; element_id: string; value_key: string }>(
    `insert into unique_values (client_id, schema_id, element_id, value_key, file_id)
     select $1, v.schema_id, v.element_id, v.value_key, v.file_id
       from unnest($2::text[], $3::text[], $4::text[], $5::text[]) as v (schema_id, element_id, value_key, file_id)
     on conflict do nothing
     returning schema_id, element_id, value_key`,
    [
      client,
      rows.map((row) => row.schemaId),
      rows.map((row) => row.elementId),
      rows.map((row) => row.key),
      rows.map((row) => row.fileId),
    ],
  );
  if (inserted.length === rows.length) return;
  for (const row of inserted) held.delete(JSON.stringify([row.schema_id, row.element_id, row.value_key]));
  throw valueTaken([...held.values()][0]?.elementId ?? '', pathOf);
}

/** Rows read at a time when the values of a schema are held anew. */
const BATCH = 1_000;

/**
 * Holds the values of a schema's unique elements anew (after its rules changed): the first file of each
 * value (by creation) holds it; later files with the same value break the rule and are reported.
 */
export async function rebuildUniqueValues(
  tx: Queryable,
  client: string,
  schemaId: string,
  elements: SchemaElement[],
): Promise<void> {
  await tx.query('delete from unique_values where client_id = $1 and schema_id = $2', [client, schemaId]);
  const unique = uniqueElements(elements);
  if (unique.length === 0) return;
  const held = new Set<string>();
  for (let offset = 0; ; offset += BATCH) {
    const rows = await tx.query<{ id: string; data: FileDataEntry[] }>(
      `select id, data from files where client_id = $1 and schema_id = $2
        order by created_at, id limit ${BATCH} offset $3`,
      [client, schemaId, offset],
    );
    const ids: string[] = [];
    const elementIds: string[] = [];
    const keys: string[] = [];
    for (const row of rows) {
      const values = new Map(row.data.map((entry) => [entry.elementId, entry[MODEL_VALUE_KEY]]));
      for (const element of unique) {
        const value = values.get(element.elementId);
        if (isEmptyValue(value)) continue;
        const key = uniqueKey(value);
        if (held.has(`${element.elementId}\u0000${key}`)) continue;
        held.add(`${element.elementId}\u0000${key}`);
        ids.push(row.id);
        elementIds.push(element.elementId);
        keys.push(key);
      }
    }
    if (ids.length > 0) {
      await tx.query(
        `insert into unique_values (client_id, schema_id, element_id, value_key, file_id)
         select $1, $2, v.element_id, v.value_key, v.file_id
           from unnest($3::text[], $4::text[], $5::text[]) as v (file_id, element_id, value_key)`,
        [client, schemaId, ids, elementIds, keys],
      );
    }
    if (rows.length < BATCH) return;
  }
}

/** Whether a schema change changes which elements want unique values. */
export const uniqueShape = (elements: SchemaElement[]) =>
  uniqueElements(elements)
    .map((element) => element.elementId)
    .sort()
    .join('\u0000');
