import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTree } from '../repositories/directory-repository';
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

/** Applies the project's migrations before `version`, so a test can store data as it was then. */
async function migrateBefore(store: TestDatabase, version: number): Promise<void> {
  const all = await readMigrations();
  await migrate(
    store.db,
    all.filter((migration) => migration.version < version),
  );
}

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

  it('gathers the statistics of files from a small sample: every column and indexed expression of files', async () => {
    await migrate(store.db);
    // A column or expression without a target of its own makes `analyze` sample 30,000 whole files.
    const targets = await store.db.query<{ name: string; target: number | null }>(
      `select a.attname as name, a.attstattarget::int as target
         from pg_attribute a
        where a.attnum > 0 and not a.attisdropped
          and (a.attrelid = 'files'::regclass
               or a.attrelid in (select indexrelid from pg_index where indrelid = 'files'::regclass and indexprs is not null)
                  and a.attnum = any(select i + 1 from pg_index x, generate_subscripts(x.indkey, 1) i
                                      where x.indexrelid = a.attrelid and x.indkey[i] = 0))`,
    );
    expect(targets.length).toBeGreaterThan(12);
    expect(
      targets.filter((column) => column.target === null || column.target < 0 || column.target > 10),
    ).toEqual([]);
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

describe('migration 008: one row per tree entry', () => {
  let store: TestDatabase;

  beforeEach(async () => {
    store = await openTestDatabase();
  });
  afterEach(() => store.dispose());

  it('moves each tree stored as one list into rows, keeping its order, and keeps the list', async () => {
    await migrateBefore(store, 8);
    const item = (
      id: string,
      parentId: string | null,
      position: number,
      extra: Record<string, unknown> = {},
    ) => ({
      id,
      parentId,
      position,
      name: `Name ${id}`,
      fileId: null,
      schemaId: null,
      fixedNumberOfChildren: null,
      schemaOfChildren: null,
      isLeaf: false,
      isVisible: true,
      ticked: false,
      ...extra,
    });
    // 70 children under "a", so ranks past the one-digit ones (a0 … az) are needed too.
    const children = Array.from({ length: 70 }, (_, index) =>
      item(`c${index}`, 'a', index + 1, { fileId: `file-${index}`, isLeaf: true }),
    );
    const entries = [item('a', null, 1), ...children, item('b', null, 2, { fixedNumberOfChildren: 3 })];
    const binned = [item('x', 'bin', 1, { restoreParentId: 'a' })];
    await store.db.query(`insert into clients (id, name) values ('acme', 'Acme')`);
    for (const [bin, list, version] of [
      [false, entries, 12],
      [true, binned, 3],
    ] as const) {
      await store.db.query(
        `insert into directories (client_id, front_end_type, tree, bin, entries, version)
         values ('acme', 'alloy', 'DATA', $1, $2::text::jsonb, $3)`,
        [bin, JSON.stringify(list), version],
      );
    }

    await migrate(store.db);

    const key = { client: 'acme', frontEndType: 'alloy', tree: 'DATA', bin: false } as const;
    const stored = await readTree(store.db, key);
    expect(stored.version).toBe(12);
    expect(stored.rows.entries).toEqual(entries.map((entry) => ({ ...entry, client: 'acme' })));
    const bin = await readTree(store.db, { ...key, bin: true });
    expect(bin.rows.entries).toEqual(binned.map((entry) => ({ ...entry, client: 'acme' })));
    const [kept] = await store.db.query<{ entries_before_008: unknown }>(
      `select entries_before_008 from directories where bin = false`,
    );
    expect(kept?.entries_before_008).toEqual(entries);
  });
});

describe('migration 018: table values name their column by number', () => {
  let store: TestDatabase;

  beforeEach(async () => {
    store = await openTestDatabase();
  });
  afterEach(() => store.dispose());

  it('numbers each client’s schema and element once and keeps every value with its column', async () => {
    await migrateBefore(store, 18);
    await store.db.query(`insert into clients (id, name) values ('acme', 'Acme'), ('globex', 'Globex')`);
    // The same file id and schema id in both clients: a file's id is unique within its client only.
    await store.db.query(
      `insert into file_values (client_id, file_id, schema_id, element_id, text, sort_key) values
         ('acme', 'a', 's', 'name', 'Äpfel', 'apfel'), ('acme', 'a', 's', 'city', 'Köln', 'koln'),
         ('acme', 'b', 's', 'name', 'Birnen', 'birnen'), ('globex', 'a', 's', 'name', 'Zwetschgen', 'zwetschgen')`,
    );

    await migrate(store.db);

    const values = await store.db.query<{ value: string }>(
      `select c.client_id || '/' || v.file_id || '/' || c.schema_id || '/' || c.element_id || '=' || v.text
              || ' ' || v.sort_key as value
         from file_values v join value_columns c on c.id = v.column_id order by 1`,
    );
    expect(values.map((row) => row.value)).toEqual([
      'acme/a/s/city=Köln koln',
      'acme/a/s/name=Äpfel apfel',
      'acme/b/s/name=Birnen birnen',
      'globex/a/s/name=Zwetschgen zwetschgen',
    ]);
    expect(await store.db.query('select count(*)::int as columns from value_columns')).toEqual([
      { columns: 3 },
    ]);
    const [sorted] = await store.db.query<{ definition: string }>(
      `select pg_get_indexdef('file_values_sorted'::regclass) as definition`,
    );
    expect(sorted?.definition).toMatch(/\(column_id, sort_key, file_id\)$/);
  });
});
