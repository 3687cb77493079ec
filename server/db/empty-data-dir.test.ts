import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyEmptyDataDir, emptyDataDirFiles, emptyDataDirImage } from './empty-data-dir';
import { PgliteDatabase } from './pglite-database';

describe('a new embedded data folder', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'alloy-empty-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('starts as a copy of the empty folder the build saved, and keeps what is written to it', async () => {
    expect(existsSync(emptyDataDirImage())).toBe(true);
    const dir = newDir();
    expect(await copyEmptyDataDir(dir)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(readdirSync(emptyDataDirFiles()).sort());

    const db = await PgliteDatabase.open(dir);
    await db.query('create table notes (text text)');
    await db.query('insert into notes values ($1)', ['kept']);
    await db.close();

    expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    expect(await copyEmptyDataDir(dir)).toBe(false);
    const reopened = await PgliteDatabase.open(dir);
    try {
      expect(await reopened.query('select text from notes')).toEqual([{ text: 'kept' }]);
    } finally {
      await reopened.close();
    }
  });

  it('copies a copy cut short again, and opens it', async () => {
    const dir = newDir();
    await copyEmptyDataDir(dir);
    rmSync(join(dir, 'PG_VERSION'));
    rmSync(join(dir, 'global'), { recursive: true });

    const db = await PgliteDatabase.open(dir);
    try {
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
