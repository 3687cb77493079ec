import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_VALUE_KEY } from '../../domain/file/types';
import { element } from '../../domain/schema/element-fixtures';
import { openWithTwoClients, type TestDatabase } from '../test/test-database';
import { findFile, replaceFile } from './file-repository';
import { fillMissingSearchText, rewriteSearchTextOfSchemaFiles } from './search-text-repository';

const colour = (label: string) =>
  element('colour', 'Select', { label: 'Farbe', props: { options: { options: [{ id: 'r', label }] } } });

describe('search text of stored rows', () => {
  let store: TestDatabase;

  const texts = async (table: 'files' | 'schemas') =>
    Object.fromEntries(
      (
        await store.db.query<{ id: string; search_text: string | null }>(
          `select id, search_text from ${table} order by id`,
        )
      ).map((row) => [row.id, row.search_text]),
    );

  beforeEach(async () => {
    store = await openWithTwoClients('Auto', (client) => [
      element('name', 'Input', { label: 'Name' }),
      colour(`Rot ${client}`),
    ]);
    for (const [client, id] of [
      ['acme', 'a1'],
      ['acme', 'a2'],
      ['globex', 'g1'],
    ]) {
      await store.db.query(
        `insert into files (client_id, id, schema_id, label, data) values ($1, $2, 's', $2, $3::text::jsonb)`,
        [
          client,
          id,
          JSON.stringify([
            { elementId: 'name', [MODEL_VALUE_KEY]: `Wagen ${id}` },
            { elementId: 'colour', [MODEL_VALUE_KEY]: 'r' },
          ]),
        ],
      );
    }
  });
  afterEach(() => store.dispose());

  it('fills in the words of rows stored before search, by their own schema, once', async () => {
    await store.db.query(`update files set search_text = 'schon da' where id = 'a2'`);

    expect(await fillMissingSearchText(store.db)).toBe(4);

    expect(await texts('schemas')).toEqual({ s: 'Auto Name Farbe' });
    expect(await texts('files')).toEqual({
      a1: 'a1 Wagen a1 Rot acme',
      a2: 'schon da',
      g1: 'g1 Wagen g1 Rot globex',
    });
    const vocabulary = await store.db.query<{ word: string }>(
      `select word from search_vocabulary where client_id = 'acme' order by word`,
    );
    expect(vocabulary.map((row) => row.word)).toEqual(['acme', 'auto', 'farbe', 'name', 'rot', 'wagen']);
    expect(await fillMissingSearchText(store.db)).toBe(0);
  });

  it('adds the words a changed file brings; all of them when it had none for search before', async () => {
    const elements = [element('name', 'Input', { label: 'Name' }), colour('Rot acme')];
    const vocabulary = async () =>
      (
        await store.db.query<{ word: string }>(
          `select word from search_vocabulary where client_id = 'acme' order by word`,
        )
      ).map((row) => row.word);
    const rename = (name: string) =>
      store.db.transaction(async (tx) => {
        const current = await findFile(tx, 'acme', 'a1', true);
        if (!current) throw new Error('a1 is gone');
        const data = [
          { elementId: 'name', [MODEL_VALUE_KEY]: name },
          { elementId: 'colour', [MODEL_VALUE_KEY]: 'r' },
        ];
        await replaceFile(tx, 'acme', current, { label: 'a1', data }, elements, 'u');
      });

    await rename('Kombi');
    expect(await vocabulary()).toEqual(['acme', 'kombi', 'rot']);
    await rename('Limousine');
    expect(await vocabulary()).toEqual(['acme', 'kombi', 'limousine', 'rot']);
    expect(await texts('files')).toMatchObject({ a1: 'a1 Limousine Rot acme' });
  });

  it("writes a schema's files anew from its elements, and no other client's", async () => {
    await fillMissingSearchText(store.db);
    const elements = [element('name', 'Input', { label: 'Name' }), colour('Karminrot')];

    await store.db.transaction((tx) => rewriteSearchTextOfSchemaFiles(tx, 'acme', 's', elements));

    expect(await texts('files')).toEqual({
      a1: 'a1 Wagen a1 Karminrot',
      a2: 'a2 Wagen a2 Karminrot',
      g1: 'g1 Wagen g1 Rot globex',
    });
  });
});
