import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PgliteDatabase } from './pglite-database';

describe('the embedded database', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const newDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'alloy-pglite-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  const cacheOf = async (db: PgliteDatabase) => {
    try {
      const [row] = await db.query<{ shared_buffers: string }>('show shared_buffers');
      return row?.shared_buffers;
    } finally {
      await db.close();
    }
  };

  it('keeps a page cache of 32 MB unless told otherwise, and the one it is given', async () => {
    const dataDir = newDataDir();
    expect(await cacheOf(await PgliteDatabase.open(dataDir))).toBe('32MB');
    expect(await cacheOf(await PgliteDatabase.open(dataDir, { cacheMb: 8 }))).toBe('8MB');
    expect(await cacheOf(await PgliteDatabase.open('memory://', { cacheMb: 16 }))).toBe('16MB');
  });
});
