import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { type Migration, migrate, readMigrations } from './migrate';
import { PostgresDatabase } from './postgres-database';

const NOTES: Migration = { version: 1, name: 'notes', sql: 'create table notes (id int primary key);' };
const TAGS: Migration = {
  version: 2,
  name: 'tags',
  sql: 'create table tags (id int); create index on tags (id);',
};

const tables = async (store: TestDatabase) =>
  (
    await store.db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    )
  ).map((row) => row.name);

describe('migrate', () => {
  let store: TestDatabase;

  beforeEach(async () => {
    store = await openTestDatabase();
  });
  afterEach(() => store.dispose());

  it('applies pending migrations in order, once, and records them', async () => {
    expect(await migrate(store.db, [NOTES])).toEqual([1]);
    expect(await migrate(store.db, [NOTES, TAGS])).toEqual([2]);
    expect(await migrate(store.db, [NOTES, TAGS])).toEqual([]);

    expect(await tables(store)).toEqual(['notes', 'schema_migrations', 'tags']);
    expect(await store.db.query('select version, name from schema_migrations order by version')).toEqual([
      { version: 1, name: 'notes' },
      { version: 2, name: 'tags' },
    ]);
  });

  it('leaves no trace of a migration that fails and applies nothing after it', async () => {
    const broken: Migration = {
      version: 2,
      name: 'broken',
      sql: 'create table half (id int); select * from nowhere;',
    };
    const later: Migration = { version: 3, name: 'later', sql: 'create table later (id int);' };

    await expect(migrate(store.db, [NOTES, broken, later])).rejects.toThrow(/nowhere/);

    expect(await tables(store)).toEqual(['notes', 'schema_migrations']);
    expect(await store.db.query('select version from schema_migrations')).toEqual([{ version: 1 }]);
  });

  it('creates the clients, users and settings tables from the migrations folder', async () => {
    await migrate(store.db);

    expect(await tables(store)).toEqual(
      expect.arrayContaining(['clients', 'users', 'settings', 'schema_migrations']),
    );
    expect((await readMigrations()).map((m) => m.version)).toEqual(
      (await store.db.query<{ version: number }>('select version from schema_migrations order by 1')).map(
        (row) => row.version,
      ),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'applies each migration once when two instances start together',
    async () => {
      const second = await PostgresDatabase.open(store.url ?? '');
      try {
        const [first, other] = await Promise.all([
          migrate(store.db, [NOTES, TAGS]),
          migrate(second, [NOTES, TAGS]),
        ]);

        expect([...first, ...other].sort()).toEqual([1, 2]);
      } finally {
        await second.close();
      }
    },
  );
});
