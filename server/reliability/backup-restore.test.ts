import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../test/built';
import { startTestServer } from '../test/harness';
import { usesPostgres } from '../test/pass-store';
import { createTwoClients, snapshotClients } from './two-clients';

const run = promisify(execFile);

/** `npm run backup|restore -- <file>` on the data folder `dataDir`, or with `DATABASE_URL` when given. */
async function command(script: 'backup' | 'restore', file: string, dataDir: string, databaseUrl = '') {
  try {
    const { stdout, stderr } = await run(process.execPath, [builtEntry(script), file], {
      env: { ...process.env, ALLOY_DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run backup and npm run restore with DATABASE_URL', () => {
  it("refuse, naming PostgreSQL's own tools, and touch no file", async () => {
    const root = mkdtempSync(join(tmpdir(), 'alloy-backup-url-'));
    try {
      const url = 'postgres://alloy@127.0.0.1:1/alloy';
      const file = join(root, 'alloy.tar.gz');
      const backup = await command('backup', file, join(root, 'data'), url);
      const restore = await command('restore', file, join(root, 'data'), url);

      for (const [name, result] of [
        ['backup', backup],
        ['restore', restore],
      ] as const) {
        expect(result).toMatchObject({
          code: 1,
          stderr:
            `Error: npm run ${name} works on the embedded database (ALLOY_DATA_DIR); with DATABASE_URL set, ` +
            "use PostgreSQL's own tools (pg_dump, pg_restore).\n",
        });
      }
      expect(readdirSync(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

// The PGlite pass: they copy the embedded database's data folder.
describe.skipIf(usesPostgres)('npm run backup and npm run restore', () => {
  let root = '';
  let original = '';
  let backupFile = '';
  let stored: Record<string, unknown[]>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'alloy-backup-'));
    original = join(root, 'data');
    backupFile = join(root, 'alloy.tar.gz');
    const server = await startTestServer({ dataDir: original });
    try {
      await createTwoClients(server);
      stored = await snapshotClients(server.db, ['acme', 'globex']);
    } finally {
      await server.stop();
    }
  }, 120_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('write a copy that restores into a new data folder with every object and login', {
    timeout: 120_000,
  }, async () => {
    const restored = join(root, 'restored');

    const backup = await command('backup', backupFile, original);
    const restore = await command('restore', backupFile, restored);
    const server = await startTestServer({ dataDir: restored });
    try {
      expect(backup).toMatchObject({
        code: 0,
        stdout: expect.stringMatching(/^Wrote a backup of .* bytes\)\.\n$/),
      });
      expect(restore).toMatchObject({ code: 0, stdout: `Restored ${backupFile} into ${restored}.\n` });
      expect(await snapshotClients(server.db, ['acme', 'globex'])).toEqual(stored);
      await expect(server.login('acme-editor', 'acme-editor-pw')).resolves.toEqual(expect.any(String));
    } finally {
      await server.stop();
    }
  });

  it('keep a data folder that a restore replaces beside it', { timeout: 120_000 }, async () => {
    const target = join(root, 'replaced');
    const server = await startTestServer({ dataDir: target });
    await server.createUser({ client: 'initech', username: 'milton', password: 'stapler-password' });
    await server.stop();

    const restore = await command('restore', backupFile, target);
    const setAside = readdirSync(root).find((name) => name.startsWith('replaced.before-restore-')) ?? '';
    const restored = await startTestServer({ dataDir: target });
    const kept = await startTestServer({ dataDir: join(root, setAside) });
    try {
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`The data folder it replaced is now ${join(root, setAside)}.`);
      expect(await snapshotClients(restored.db, ['acme', 'globex'])).toEqual(stored);
      await expect(kept.login('milton', 'stapler-password')).resolves.toEqual(expect.any(String));
    } finally {
      await restored.stop();
      await kept.stop();
    }
  });

  it('refuse while a server holds the data folder, and change nothing', { timeout: 120_000 }, async () => {
    const server = await startTestServer({ dataDir: original });
    try {
      const inUse = `Error: The data folder ${original} is in use by process ${process.pid}.`;
      const backup = await command('backup', join(root, 'while-running.tar.gz'), original);
      const restore = await command('restore', backupFile, original);

      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(inUse);
      expect(existsSync(join(root, 'while-running.tar.gz'))).toBe(false);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(inUse);
      expect(await snapshotClients(server.db, ['acme', 'globex'])).toEqual(stored);
    } finally {
      await server.stop();
    }
  });

  it('refuse a file that is no backup, and a missing file name', { timeout: 120_000 }, async () => {
    const junk = join(root, 'junk.tar.gz');
    writeFileSync(junk, 'not a tarball');
    const target = join(root, 'from-junk');

    const restore = await command('restore', junk, target);
    const usage = await command('backup', '', original);

    expect(restore).toMatchObject({
      code: 1,
      stderr: `Error: ${junk} is not a backup of an Alloy database.\n`,
    });
    expect(existsSync(target)).toBe(false);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Error: Usage: npm run backup -- <file>/);
  });
});
