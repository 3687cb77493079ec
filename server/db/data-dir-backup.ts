import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';
import { holdsDatabase } from './empty-data-dir';
import { PGLITE_EXTENSIONS } from './pglite-database';

/** A backup or restore that cannot go ahead; its message says why. */
export class BackupError extends Error {}

const MIGRATIONS_TABLE = 'schema_migrations';

async function assertAlloyDatabase(pg: PGlite, what: string): Promise<void> {
  const { rows } = await pg.query<{ found: string | null }>('select to_regclass($1)::text as found', [
    MIGRATIONS_TABLE,
  ]);
  if (!rows[0]?.found) throw new BackupError(`${what} holds no Alloy database.`);
}

/**
 * Writes a gzipped tarball of the embedded database in `dataDir` to `file`. The folder is locked like a
 * server locks it, so the copy is consistent: refused (`DataDirInUseError`) while a server runs on it.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (!holdsDatabase(dataDir)) throw new BackupError(`${dataDir} holds no database.`);
  const unlock = await lockDataDir(dataDir);
  try {
    const pg = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      await assertAlloyDatabase(pg, dataDir);
      const bytes = Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer());
      // Written beside the target and renamed, so an interrupted backup never leaves a truncated file behind.
      const partial = join(dirname(resolve(file)), `.${basename(file)}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, file);
      return bytes.length;
    } finally {
      await pg.close();
    }
  } finally {
    unlock();
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export interface RestoreResult {
  /** Where the data folder that was replaced now is, if there was one. */
  setAside: string | null;
}

/**
 * Makes `dataDir` hold the database of the backup `file`. The backup is unpacked and opened in a new
 * folder first; only when it proves to be an Alloy database does it take the place of `dataDir`, whose
 * old content is kept beside it (`<dataDir>.before-restore-<time>`), never deleted. Refused
 * (`DataDirInUseError`) while a server runs on `dataDir`.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  now = new Date(),
): Promise<RestoreResult> {
  const tarball = new Blob([await readFile(file)]);
  const target = resolve(dataDir);
  const hadData = !isEmptyDir(target);
  const unlock = hadData ? await lockDataDir(target) : undefined;
  const staging = `${target}.restoring-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    let pg: PGlite;
    try {
      pg = await PGlite.create({ dataDir: staging, loadDataDir: tarball, extensions: PGLITE_EXTENSIONS });
    } catch {
      throw new BackupError(`${file} is not a backup of an Alloy database.`);
    }
    try {
      await assertAlloyDatabase(pg, file);
    } finally {
      await pg.close();
    }
    // The backup was taken under the lock of the process that wrote it.
    rmSync(join(staging, LOCK_FILE), { force: true });

    let setAside: string | null = null;
    if (hadData) {
      setAside = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, setAside);
      rmSync(join(setAside, LOCK_FILE), { force: true });
    } else {
      rmSync(target, { recursive: true, force: true });
    }
    renameSync(staging, target);
    return { setAside };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    unlock?.();
  }
}
