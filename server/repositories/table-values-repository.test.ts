import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_VALUE_KEY } from '../../domain/file/types';
import { element } from '../../domain/schema/element-fixtures';
import { openWithTwoClients, type TestDatabase } from '../test/test-database';
import { deleteFiles, insertFiles } from './file-repository';

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
        'select client_id, file_id, element_id, text from file_values order by client_id, file_id, element_id',
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
});
