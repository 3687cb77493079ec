import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

describe('the database layer', () => {
  let store: TestDatabase;

  beforeEach(async () => {
    store = await openTestDatabase();
    await store.db.query('create table notes (id int primary key, text text not null)');
  });
  afterEach(() => store.dispose());

  it('commits a transaction whose work resolves', async () => {
    await store.db.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [1, 'kept']);
    });

    expect(await store.db.query('select id, text from notes')).toEqual([{ id: 1, text: 'kept' }]);
  });

  it('rolls back a transaction whose work throws, and passes the error on', async () => {
    const failing = store.db.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [1, 'lost']);
      throw new Error('changed my mind');
    });

    await expect(failing).rejects.toThrow('changed my mind');
    expect(await store.db.query('select * from notes')).toEqual([]);
  });

  it('keeps concurrent statements out of an open transaction', async () => {
    let insideTransaction!: () => void;
    const inserted = new Promise<void>((resolve) => {
      insideTransaction = resolve;
    });
    const transaction = store.db.transaction(async (tx) => {
      await tx.query('insert into notes values ($1, $2)', [1, 'uncommitted']);
      insideTransaction();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    // Caught at once: on PostgreSQL the transaction may fail before the statements below are answered.
    const failure = transaction.catch((error: unknown) => error);
    await inserted;

    const [seen] = await store.db.query<{ count: number }>('select count(*)::int as count from notes');
    const otherWrite = store.db.transaction((tx) =>
      tx.query('insert into notes values ($1, $2)', [2, 'other']),
    );

    expect(await failure).toEqual(new Error('roll back'));
    await otherWrite;
    expect(seen?.count).toBe(0);
    expect(await store.db.query('select id from notes')).toEqual([{ id: 2 }]);
  });

  it('returns counts as numbers and timestamps as dates on either store', async () => {
    const [row] = await store.db.query<{ count: unknown; at: unknown }>(
      'select count(*) as count, now() as at',
    );

    expect(row?.count).toBe(1);
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('runs a parameterless script of several statements', async () => {
    const rows = await store.db.query(
      "insert into notes values (1, 'a'); insert into notes values (2, 'b'); select count(*)::int as n from notes",
    );

    expect(rows).toEqual([{ n: 2 }]);
  });

  it('tells when nothing can have changed, where this process alone writes', async () => {
    const count = () => store.db.changeCount();
    if (store.db.kind === 'postgres') {
      expect(count()).toBeNull();
      return;
    }
    const start = count();
    await store.db.query('select id from notes where id = $1', [1]);
    expect(count()).toBe(start);

    await store.db.query('insert into notes values ($1, $2)', [1, 'a']);
    const afterInsert = count();
    expect(afterInsert).not.toBe(start);

    await store.db.transaction((tx) => tx.query('select 1'));
    const afterTransaction = count();
    expect(afterTransaction).not.toBe(afterInsert);

    await expect(store.db.query('select nothing from nowhere')).rejects.toThrow();
    await store.db.query("select 1; insert into notes values (2, 'b')");
    expect(count()).not.toBe(afterTransaction);
  });
});
