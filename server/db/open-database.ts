import type { Config } from '../config';
import type { Database } from './database';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';

/** The PostgreSQL server at `databaseUrl` when set, otherwise PGlite in `dataDir`. */
export function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'pgliteCacheMb'>>,
): Promise<Database> {
  return config.databaseUrl
    ? PostgresDatabase.open(config.databaseUrl)
    : PgliteDatabase.open(config.dataDir, { cacheMb: config.pgliteCacheMb });
}
