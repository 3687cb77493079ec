import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { element } from '../../domain/schema/element-fixtures';
import type { SchemaElement } from '../../domain/schema/types';
import { openWithTwoClients, type TestDatabase } from '../test/test-database';
import { findSchema } from './schema-repository';

const labelsOf = (elements: SchemaElement[] | undefined) => elements?.map((kept) => kept.label);

describe('findSchema', () => {
  let store: TestDatabase;

  beforeEach(async () => {
    store = await openWithTwoClients('Auto', (client) => [
      element('name', 'Input', { label: `Name ${client}` }),
    ]);
  });
  afterEach(() => store.dispose());

  it('answers the elements stored now, however they were written since the last read', async () => {
    expect(labelsOf((await findSchema(store.db, 'acme', 's'))?.elements)).toEqual(['Name acme']);
    expect(labelsOf((await findSchema(store.db, 'globex', 's'))?.elements)).toEqual(['Name globex']);

    // Written as another server or a restore would: straight into the row.
    await store.db.query(
      `update schemas set elements = $1::text::jsonb where client_id = 'acme' and id = 's'`,
      [JSON.stringify([element('city', 'Input', { label: 'Ort' })])],
    );
    expect(labelsOf((await findSchema(store.db, 'acme', 's'))?.elements)).toEqual(['Ort']);

    // Taken out and stored again under the same id, as an import of a client's bundle does.
    await store.db.query(`delete from schemas where client_id = 'acme' and id = 's'`);
    await store.db.query(
      `insert into schemas (client_id, id, label, elements) values ('acme', 's', 'Auto', $1::text::jsonb)`,
      [JSON.stringify([element('zip', 'Input', { label: 'PLZ' })])],
    );
    expect(labelsOf((await findSchema(store.db, 'acme', 's'))?.elements)).toEqual(['PLZ']);
    expect(labelsOf((await findSchema(store.db, 'globex', 's'))?.elements)).toEqual(['Name globex']);
  });

  it('answers what else the row holds as stored now when its elements are unchanged', async () => {
    await findSchema(store.db, 'acme', 's');
    await store.db.query(
      `update schemas set label = 'Wagen', version = 7 where client_id = 'acme' and id = 's'`,
    );

    const schema = await findSchema(store.db, 'acme', 's');

    expect(schema).toMatchObject({ label: 'Wagen', version: 7 });
    expect(labelsOf(schema?.elements)).toEqual(['Name acme']);
    expect(await findSchema(store.db, 'acme', 'gone')).toBeNull();
  });
});
