import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresTestDatabase } from './test-database';

/** Where a server or command keeps its data: a PostgreSQL database or a PGlite data folder. */
export type Store = { databaseUrl: string } | { dataDir: string };

/** Whether this pass of the API suite runs on PostgreSQL (`TEST_DATABASE_URL`) rather than PGlite. */
export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface PassStore {
  store: Store;
  /** The environment a command or server process is started with to use the store, and nothing else. */
  env: { DATABASE_URL: string; ALLOY_DATA_DIR: string };
  /** Drops the database, or removes the data folder. */
  dispose(): Promise<void>;
}

/**
 * A new, empty store of the database this pass tests: a PostgreSQL database on the PostgreSQL pass, a
 * PGlite data folder (`prefix` names it) on the PGlite pass.
 */
export async function newPassStore(prefix: string): Promise<PassStore> {
  if (usesPostgres) {
    const database = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL ?? '');
    const databaseUrl = database.url ?? '';
    return {
      store: { databaseUrl },
      env: { DATABASE_URL: databaseUrl, ALLOY_DATA_DIR: '' },
      dispose: () => database.dispose(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return {
    store: { dataDir },
    env: { DATABASE_URL: '', ALLOY_DATA_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
