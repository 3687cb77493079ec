import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { dataVersionReader } from './data-version-repository';

/** A database whose data versions and change count the test sets, counting the reads it answers. */
function fakeDatabase(changeCount: number | null) {
  const state = { changeCount, versions: new Map<string, string>(), reads: 0 };
  const db = {
    kind: 'pglite',
    changeCount: () => state.changeCount,
    query: async (_sql: string, params?: unknown[]) => {
      state.reads += 1;
      const version = state.versions.get(String(params?.[0]));
      return version === undefined ? [] : [{ version }];
    },
  } as unknown as Database;
  return { db, state };
}

describe('dataVersionReader', () => {
  it('reads a version once for as long as nothing can have changed', async () => {
    const { db, state } = fakeDatabase(0);
    state.versions.set('acme', '7');
    const read = dataVersionReader(db);

    expect(await read('acme')).toBe('7');
    expect(await read('acme')).toBe('7');
    expect(await read('globex')).toBe('0');
    expect(state.reads).toBe(2);
  });

  it('reads again once a write has ended', async () => {
    const { db, state } = fakeDatabase(0);
    state.versions.set('acme', '7');
    const read = dataVersionReader(db);
    await read('acme');

    state.versions.set('acme', '8');
    state.changeCount = 1;

    expect(await read('acme')).toBe('8');
  });

  it('always reads where other processes write too', async () => {
    const { db, state } = fakeDatabase(null);
    state.versions.set('acme', '7');
    const read = dataVersionReader(db);
    await read('acme');
    state.versions.set('acme', '8');

    expect(await read('acme')).toBe('8');
    expect(state.reads).toBe(2);
  });
});
