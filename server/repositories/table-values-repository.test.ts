import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_VALUE_KEY } from '../../domain/file/types';
import { element } from '../../domain/schema/element-fixtures';
import { PostgresDatabase } from '../db/postgres-database';
import { openWithTwoClients, type TestDatabase } from '../test/test-database';
import { deleteFiles, insertFiles } from './file-repository';
import { insertTableValues } from './table-values-repository';

const elements = [element('name', 'Input', { label: 'Name' }), element('city', 'Input', { label: 'Ort' })];
const file = (id: string) => ({
  id,
  schemaId: 's',
  label: id,
  data: [
    { elementId: 'name', [MODEL_VALUE_KEY]: `Name ${id}` },
    { elementId: 'city', [MODEL_VALUE_KEY]: 'Köln' },
  ],
});

describe('table values of stored files', () => {
  let store: TestDatabase;

  const values = async () =>
    (
      await store.db.query<{ client_id: string; file_id: string; element_id: string; text: string }>(
        `select c.client_id, v.file_id, c.element_id, v.text
           from file_values v join value_columns c on c.id = v.column_id
          order by c.client_id, v.file_id, c.element_id`,
      )
    ).map((row) => `${row.client_id}/${row.file_id}/${row.element_id}=${row.text}`);

  beforeEach(async () => {
    store = await openWithTwoClients('Adresse', () => elements);
    await insertFiles(store.db, 'acme', [file('a'), file('b')], elements, 'importer');
    await insertFiles(store.db, 'globex', [file('a')], elements, 'importer');
  });
  afterEach(() => store.dispose());

  it('are written with new files and go with them when they are deleted, in their client only', async () => {
    expect(await values()).toHaveLength(6);

    await store.db.transaction((tx) => deleteFiles(tx, 'acme', ['a']));

    expect(await values()).toEqual([
      'acme/b/city=Köln',
      'acme/b/name=Name b',
      'globex/a/city=Köln',
      'globex/a/name=Name a',
    ]);
  });

  it('go with every file of a client deleted in one statement', async () => {
    await store.db.query(`delete from files where client_id = 'acme'`);

    expect(await values()).toEqual(['globex/a/city=Köln', 'globex/a/name=Name a']);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'are kept when two instances number the same new column at once',
    async () => {
      const newer = [element('zip', 'Input', { label: 'PLZ' })];
      const zip = (id: string, value: string) => ({
        id,
        schemaId: 's',
        data: [{ elementId: 'zip', [MODEL_VALUE_KEY]: value }],
      });
      const other = await PostgresDatabase.open(store.url ?? '');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        let numbered = () => {};
        const firstNumbered = new Promise<void>((resolve) => {
          numbered = resolve;
        });
        const first = store.db.transaction(async (tx) => {
          await insertTableValues(tx, 'acme', [zip('c', '50667')], newer);
          numbered();
          await held;
        });
        await firstNumbered;
        // Waits for the first transaction's number of the column, which its statement then cannot see.
        const second = other.transaction((tx) => insertTableValues(tx, 'acme', [zip('d', '10115')], newer));
        await new Promise((resolve) => setTimeout(resolve, 200));
        release();
        await Promise.all([first, second]);
      } finally {
        release();
        await other.close();
      }

      expect((await values()).filter((value) => value.includes('/zip='))).toEqual([
        'acme/c/zip=50667',
        'acme/d/zip=10115',
      ]);
    },
  );
});
