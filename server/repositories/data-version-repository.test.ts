import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { dataVersionReader } from './data-version-repository';

/**
 * A database whose data versions and change count the test sets, counting the reads it answers. A read
 * sees the versions as they are when it begins, and ends when the test lets the reads under way end.
 */
function fakeDatabase(changeCount: number | null) {
  const state = { changeCount, versions: new Map<string, string>(), reads: 0, held: false };
  let release: Array<() => void> = [];
  const db = {
    kind: 'pglite',
    changeCount: () => state.changeCount,
    query: async (_sql: string, params?: unknown[]) => {
      state.reads += 1;
      const version = state.versions.get(String(params?.[0]));
      if (state.held) await new Promise<void>((resolve) => release.push(resolve));
      return version === undefined ? [] : [{ version }];
    },
  } as unknown as Database;
  const endReads = async () => {
    for (let round = 0; round < 5; round++) {
      const waiting = release;
      release = [];
      for (const resolve of waiting) resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { db, state, endReads };
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

  it('answers calls made while a read runs with the read after it, one for all of them', async () => {
    const { db, state, endReads } = fakeDatabase(null);
    state.versions.set('acme', '7');
    state.held = true;
    const read = dataVersionReader(db);
    const first = read('acme');
    // Committed after the first read began: the calls made now must see it.
    state.versions.set('acme', '8');
    const later = Array.from({ length: 20 }, () => read('acme'));
    const otherClient = read('globex');

    await endReads();

    expect(await first).toBe('7');
    expect(await Promise.all(later)).toEqual(Array(20).fill('8'));
    expect(await otherClient).toBe('0');
    expect(state.reads).toBe(3);
  });

  it('reads anew for a call made after the shared reads have ended', async () => {
    const { db, state, endReads } = fakeDatabase(null);
    state.versions.set('acme', '7');
    state.held = true;
    const read = dataVersionReader(db);
    const first = read('acme');
    await endReads();
    await first;
    state.versions.set('acme', '9');

    const next = read('acme');
    await endReads();

    expect(await next).toBe('9');
    expect(state.reads).toBe(2);
  });
});
