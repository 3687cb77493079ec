import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { lockTrees, readTree, readTreeStamp, type TreeKey } from './directory-repository';
import { findFileView } from './file-repository';

const READERS = 8;
const TREES = 25;

describe('readTree', () => {
  let store: TestDatabase;

  beforeEach(async () => {
    store = await openTestDatabase();
    await migrate(store.db);
    await store.db.query(`insert into clients (id, name) values ('acme', 'Acme')`);
  });
  afterEach(() => store.dispose());

  it('answers every reader of a tree that several connections create at the same moment', async () => {
    for (let n = 0; n < TREES; n++) {
      const key: TreeKey = { client: 'acme', frontEndType: `app-${n}`, tree: 'DATA', bin: false };

      const reads = await Promise.all(Array.from({ length: READERS }, () => readTree(store.db, key)));

      expect(reads.map((read) => read.version)).toEqual(Array(READERS).fill(0));
      expect(new Set(reads.map((read) => read.stamp)).size).toBe(1);
    }
  });

  it('gives a file view the stamp the tree snapshots compare, so a file read finds the tree state kept', async () => {
    const key: TreeKey = { client: 'acme', frontEndType: 'alloy', tree: 'DATA', bin: false };
    await store.db.query(`insert into schemas (client_id, id, label) values ('acme', 's', 'S')`);
    await store.db.query(
      `insert into files (client_id, id, schema_id, label) values ('acme', 'f', 's', 'F')`,
    );
    const { stamp } = await readTree(store.db, key);

    const view = await findFileView(store.db, 'acme', 'f', key);
    expect(view?.treeStamp).toBe(stamp);
    expect(await readTreeStamp(store.db, key)).toBe(stamp);
  });

  it('locks the trees of every front-end type, creating the directory or bin a writer misses', async () => {
    // The directory of one front-end type exists (read before), its bin and the other's trees do not.
    await readTree(store.db, { client: 'acme', frontEndType: 'alloy', tree: 'DATA', bin: false });

    const writers = await Promise.all(
      Array.from({ length: READERS }, (_, n) =>
        store.db.transaction((tx) => lockTrees(tx, 'acme', n % 2 === 0 ? 'alloy' : 'mobil', ['DATA'])),
      ),
    );

    const keys = (locked: { key: TreeKey }[]) => locked.map(({ key }) => `${key.frontEndType}/${key.bin}`);
    for (const [n, locked] of writers.entries()) {
      expect(keys(locked)).toEqual(expect.arrayContaining([n % 2 === 0 ? 'alloy/false' : 'mobil/false']));
      expect(keys(locked)).toEqual(expect.arrayContaining([n % 2 === 0 ? 'alloy/true' : 'mobil/true']));
    }
    const last = await store.db.transaction((tx) => lockTrees(tx, 'acme', 'alloy', ['DATA']));
    expect(keys(last)).toEqual(['alloy/false', 'alloy/true', 'mobil/false', 'mobil/true']);
    expect(last.map((tree) => tree.version)).toEqual([0, 0, 0, 0]);
  });
});
