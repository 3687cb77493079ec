import { readdir, readFile } from 'node:fs/promises';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './database';

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;
/** Arbitrary fixed key: every Alloy instance takes the same advisory lock while migrating. */
const MIGRATION_LOCK_KEY = 7_281_604_113;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const fileName of names) {
    const match = FILE_NAME.exec(fileName);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file name "${fileName}" does not match NNN_name.sql`);
    }
    const version = Number(match[1]);
    if (migrations.some((m) => m.version === version)) {
      throw new Error(`Two migrations share version ${version}`);
    }
    migrations.push({ version, name: match[2], sql: await readFile(`${dir}/${fileName}`, 'utf8') });
  }
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in version order, each in its own
 * transaction. On PostgreSQL the advisory lock makes instances that start together apply each one once.
 * Returns the versions applied now.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<number[]> {
  const pending = migrations ?? (await readMigrations());
  const applied: number[] = [];
  for (const migration of pending) {
    const ran = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') {
        await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      }
      await tx.query(
        `create table if not exists schema_migrations (
           version int primary key,
           name text not null,
           applied_at timestamptz not null default now()
         )`,
      );
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.query(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
