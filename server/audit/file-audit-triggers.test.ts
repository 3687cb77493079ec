import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_VALUE_KEY } from '../../domain/file/types';
import { element } from '../../domain/schema/element-fixtures';
import { deleteFiles, insertFiles } from '../repositories/file-repository';
import { openWithTwoClients, type TestDatabase } from '../test/test-database';
import { withAuditActor } from './audit-actor';

const elements = [element('name', 'Input', { label: 'Name' })];
const file = (id: string) => ({
  id,
  schemaId: 's',
  label: id,
  data: [{ elementId: 'name', [MODEL_VALUE_KEY]: `Name ${id}` }],
});

describe('the audit of files written many in one statement', () => {
  let store: TestDatabase;

  const fileEvents = async () =>
    (
      await store.db.query<{ line: string }>(
        `select client_id || ' ' || operation || ' ' || object_id || ' ' || action || ' ' || coalesce(version::text, '-')
                || ' ' || coalesce(user_name, '-') as line
           from audit_events where object_kind = 'FILE' order by id`,
      )
    ).map((row) => row.line);
  const dataVersion = async (client: string) =>
    Number(
      (
        await store.db.query<{ version: string }>('select version from data_versions where client_id = $1', [
          client,
        ])
      )[0]?.version ?? 0,
    );

  beforeEach(async () => {
    store = await openWithTwoClients('Adresse', () => elements);
  });
  afterEach(() => store.dispose());

  it('records one event per file, in the order written, and raises the data version by each', async () => {
    const importer = withAuditActor(store.db, { userId: 'u1', userName: 'Ada', operation: 'importFiles' });
    const before = await dataVersion('acme');
    const other = await dataVersion('globex');

    await importer.transaction((tx) => insertFiles(tx, 'acme', ['c', 'a', 'b'].map(file), elements, 'u1'));
    await importer.transaction((tx) => deleteFiles(tx, 'acme', ['a', 'b']));

    expect(await fileEvents()).toEqual([
      'acme importFiles c CREATE 1 Ada',
      'acme importFiles a CREATE 1 Ada',
      'acme importFiles b CREATE 1 Ada',
      'acme importFiles a DELETE - Ada',
      'acme importFiles b DELETE - Ada',
    ]);
    expect((await dataVersion('acme')) - before).toBe(5);
    expect(await dataVersion('globex')).toBe(other);
  });

  it('records nothing and keeps the data version for a statement that writes no file', async () => {
    await store.db.transaction((tx) => insertFiles(tx, 'acme', [file('a')], elements, 'u1'));
    const before = await dataVersion('acme');

    await store.db.query(`update files set label = 'x' where client_id = 'acme' and id = 'none'`);
    await store.db.transaction((tx) => deleteFiles(tx, 'acme', ['none']));

    expect(await fileEvents()).toEqual(['acme unknown a CREATE 1 -']);
    expect(await dataVersion('acme')).toBe(before);
  });
});
