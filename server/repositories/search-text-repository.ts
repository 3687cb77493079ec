import type { FileDataEntry } from '../../domain/file/types';
import type { SchemaElement } from '../../domain/schema/types';
import { fileSearchText, schemaSearchText, searchVocabulary } from '../../domain/search/search-text';
import type { Queryable } from '../db/database';
import { rewriteTableValues } from './table-values-repository';

/** Rows read and written at a time. */
const BATCH = 500;

/** Adds the words of search texts of the client's files or schemas to its vocabulary (see `searchVocabulary`). */
export async function addToVocabulary(db: Queryable, client: string, texts: string[]): Promise<void> {
  await insertWords(db, client, [...new Set(texts.flatMap(searchVocabulary))]);
}

/**
 * Adds the words of a row's new search text that its text before (null: it had none) lacked: every write of
 * a search text adds its words, so those of the text before are in already. A change of one field of a
 * 200-element file adds that field's words instead of offering all of the file's again.
 */
export async function addNewWordsToVocabulary(
  db: Queryable,
  client: string,
  text: string,
  before: string | null,
): Promise<void> {
  const known = new Set(before === null ? [] : searchVocabulary(before));
  await insertWords(
    db,
    client,
    searchVocabulary(text).filter((word) => !known.has(word)),
  );
}

async function insertWords(db: Queryable, client: string, words: string[]): Promise<void> {
  if (words.length === 0) return;
  await db.query(
    `insert into search_vocabulary (client_id, word)
     select $1, word from unnest($2::text[]) as words (word)
     on conflict do nothing`,
    [client, words],
  );
}

interface FileRow {
  client_id: string;
  id: string;
  schema_id: string;
  label: string;
  data: FileDataEntry[];
}

/**
 * Writes files' words for search (`texts` by id) and adds them to the vocabulary, without counting it as
 * a change of the files; with `onlyMissing`, a file that has words already keeps them.
 */
async function writeFileTexts(
  db: Queryable,
  client: string,
  texts: Map<string, string>,
  onlyMissing: boolean,
) {
  await db.query(
    `update files f set search_text = t.text
       from unnest($2::text[], $3::text[]) as t (id, text)
      where f.client_id = $1 and f.id = t.id ${onlyMissing ? 'and f.search_text is null' : ''}`,
    [client, [...texts.keys()], [...texts.values()]],
  );
  await addToVocabulary(db, client, [...texts.values()]);
}

/**
 * Writes the words for search and the table values of every file of a schema anew, from `elements` (after
 * a change of the schema that changes them, see `searchShape`), inside the caller's transaction.
 */
export async function rewriteSearchTextOfSchemaFiles(
  tx: Queryable,
  client: string,
  schemaId: string,
  elements: SchemaElement[],
): Promise<void> {
  for (let after = ''; ; ) {
    const rows = await tx.query<Pick<FileRow, 'id' | 'label' | 'data'>>(
      `select id, label, data from files
        where client_id = $1 and schema_id = $2 and id > $3 order by id limit ${BATCH}`,
      [client, schemaId, after],
    );
    if (rows.length === 0) return;
    const texts = new Map(rows.map((row) => [row.id, fileSearchText(row.label, elements, row.data)]));
    await writeFileTexts(tx, client, texts, false);
    for (const row of rows) await rewriteTableValues(tx, client, { ...row, schemaId }, elements);
    after = (rows.at(-1) as { id: string }).id;
  }
}

/**
 * Fills in the words for search (and the table values) of the schemas and files stored before search
 * existed (their `search_text` is null), a batch per statement, so a large database is not held in one transaction and a
 * server that stops halfway goes on where it was. A file written meanwhile keeps the words its write gave
 * it. Returns how many rows it filled in.
 */
export async function fillMissingSearchText(db: Queryable): Promise<number> {
  let filled = 0;
  for (;;) {
    const schemas = await db.query<{
      client_id: string;
      id: string;
      label: string;
      elements: SchemaElement[];
    }>(`select client_id, id, label, elements from schemas where search_text is null limit ${BATCH}`);
    if (schemas.length === 0) break;
    for (const schema of schemas) {
      const text = schemaSearchText(schema.label, schema.elements);
      await db.query('update schemas set search_text = $3 where client_id = $1 and id = $2', [
        schema.client_id,
        schema.id,
        text,
      ]);
      await addToVocabulary(db, schema.client_id, [text]);
    }
    filled += schemas.length;
  }
  const elementsOf = new Map<string, SchemaElement[]>();
  for (let after = ['', '']; ; ) {
    const rows = await db.query<FileRow>(
      `select client_id, id, schema_id, label, data from files
        where (client_id, id) > ($1, $2) and search_text is null
        order by client_id, id limit ${BATCH}`,
      after,
    );
    if (rows.length === 0) return filled;
    const byClient = new Map<string, Map<string, string>>();
    for (const row of rows) {
      const key = `${row.client_id}\u0000${row.schema_id}`;
      let elements = elementsOf.get(key);
      if (!elements) {
        const [schema] = await db.query<{ elements: SchemaElement[] }>(
          'select elements from schemas where client_id = $1 and id = $2',
          [row.client_id, row.schema_id],
        );
        elements = schema?.elements ?? [];
        elementsOf.set(key, elements);
      }
      const texts = byClient.get(row.client_id) ?? new Map<string, string>();
      texts.set(row.id, fileSearchText(row.label, elements, row.data));
      byClient.set(row.client_id, texts);
      await rewriteTableValues(
        db,
        row.client_id,
        { id: row.id, schemaId: row.schema_id, data: row.data },
        elements,
      );
    }
    for (const [client, texts] of byClient) await writeFileTexts(db, client, texts, true);
    filled += rows.length;
    const last = rows.at(-1) as FileRow;
    after = [last.client_id, last.id];
  }
}
