import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_VALUE_KEY } from '../../domain/file/types';
import { element } from '../../domain/schema/element-fixtures';
import { insertFiles } from '../repositories/file-repository';
import { openWithTwoClients, type TestDatabase } from '../test/test-database';
import { holdNewFilesUniqueValues } from './unique-values';

const elements = [
  element('nr', 'Input', { label: 'Nummer', props: { rules: { unique: true } } }),
  element('name', 'Input', { label: 'Name' }),
];
const file = (id: string, nr: string) => ({
  id,
  schemaId: 's',
  label: id,
  data: [
    { elementId: 'nr', [MODEL_VALUE_KEY]: nr },
    { elementId: 'name', [MODEL_VALUE_KEY]: `Name ${id}` },
  ],
});

describe('holdNewFilesUniqueValues', () => {
  let store: TestDatabase;

  const held = async () =>
    (
      await store.db.query<{ client_id: string; value_key: string; file_id: string }>(
        'select client_id, value_key, file_id from unique_values order by client_id, value_key',
      )
    ).map((row) => `${row.client_id}/${row.value_key}=${row.file_id}`);

  /** Stores the files and holds their values in one transaction, as an import's batch does. */
  const storeBatch = (client: string, files: ReturnType<typeof file>[]) =>
    store.db.transaction(async (tx) => {
      await insertFiles(tx, client, files, elements, 'importer');
      await holdNewFilesUniqueValues(tx, client, files, elements, () => 'rows');
    });

  beforeEach(async () => {
    store = await openWithTwoClients('Objekt', () => elements);
  });
  afterEach(() => store.dispose());

  it('holds the values of a batch of new files, trimmed, per client; an empty value holds nothing', async () => {
    await storeBatch('acme', [file('a', 'A-1 '), file('b', 'A-2'), file('c', '')]);
    await storeBatch('globex', [file('a', 'A-1')]);
    expect(await held()).toEqual(['acme/A-1=a', 'acme/A-2=b', 'globex/A-1=a']);
  });

  it('refuses a value another file holds, or one two of the new files share, and holds nothing of the batch', async () => {
    await storeBatch('acme', [file('a', 'A-1')]);
    const refusal = { extensions: { code: 'BAD_USER_INPUT', elementId: 'nr', rule: 'unique', path: 'rows' } };
    await expect(storeBatch('acme', [file('b', 'B-1'), file('c', ' A-1')])).rejects.toMatchObject(refusal);
    await expect(storeBatch('acme', [file('d', 'D-1'), file('e', 'D-1')])).rejects.toMatchObject(refusal);
    expect(await held()).toEqual(['acme/A-1=a']);
    expect(await store.db.query('select id from files order by id')).toEqual([{ id: 'a' }]);
  });
});
