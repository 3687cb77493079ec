import { existsSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BUILD_DIR } from '../paths';

/**
 * PostgreSQL's initdb, run inside PGlite, takes several seconds of CPU for every new data folder. The build
 * runs it once and saves the empty data folder it made; a new folder then starts as a copy of that. The
 * copy's name holds the PGlite version that made it (the folder's format follows PGlite's PostgreSQL), so
 * after an upgrade without a new build a new folder is made by initdb, as before.
 */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export const emptyDataDirImage = () => join(BUILD_DIR, `empty-data-dir-pglite-${pgliteVersion()}.tar.gz`);

/** Runs initdb in memory and saves the empty data folder beside the compiled server. */
export async function saveEmptyDataDirImage(): Promise<void> {
  const pg = await PGlite.create();
  try {
    const image = emptyDataDirImage();
    const partial = `${image}.partial`;
    await writeFile(partial, Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
    await rename(partial, image);
  } finally {
    await pg.close();
  }
}

/** Whether a PGlite data folder holds a database (PostgreSQL writes `PG_VERSION` when it makes one). */
export const holdsDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** The saved empty data folder, for a folder that holds no database yet; none when the build made none. */
export async function emptyDataDirFor(dataDir: string): Promise<Blob | undefined> {
  if (holdsDatabase(dataDir)) return undefined;
  const image = emptyDataDirImage();
  return existsSync(image) ? new Blob([await readFile(image)]) : undefined;
}
