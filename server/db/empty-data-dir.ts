import { existsSync, readFileSync } from 'node:fs';
import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
/** The same empty data folder as files: a new folder on disk is copied from it. */
export const emptyDataDirFiles = () => join(BUILD_DIR, `empty-data-dir-pglite-${pgliteVersion()}`);

/**
 * Runs initdb in memory and saves the empty data folder beside the compiled server: as an image (what a
 * database in memory starts from) and as files.
 */
export async function saveEmptyDataDir(): Promise<void> {
  const pg = await PGlite.create();
  const image = emptyDataDirImage();
  try {
    const partial = `${image}.partial`;
    await writeFile(partial, Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
    await rename(partial, image);
  } finally {
    await pg.close();
  }
  const files = emptyDataDirFiles();
  const partialFiles = `${files}.partial`;
  await rm(partialFiles, { recursive: true, force: true });
  await (
    await PGlite.create({ dataDir: partialFiles, loadDataDir: new Blob([await readFile(image)]) })
  ).close();
  await rm(files, { recursive: true, force: true });
  await rename(partialFiles, files);
}

/** Whether a PGlite data folder holds a database (PostgreSQL writes `PG_VERSION` when it makes one). */
export const holdsDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Makes a folder that holds no database yet a copy of the empty one the build saved; answers whether it
 * did (not when the build saved none). Copied as files, not unpacked from the image inside the process,
 * which held about 100 MB more while it opened the folder. `PG_VERSION` comes last, so a copy cut short
 * is made again at the next start.
 */
export async function copyEmptyDataDir(dataDir: string): Promise<boolean> {
  const files = emptyDataDirFiles();
  if (holdsDatabase(dataDir) || !existsSync(files)) return false;
  const version = join(files, 'PG_VERSION');
  await cp(files, dataDir, { recursive: true, filter: (source) => source !== version });
  await cp(version, join(dataDir, 'PG_VERSION'));
  return true;
}
