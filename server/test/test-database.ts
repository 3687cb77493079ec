import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { SchemaElement } from '../../domain/schema/types';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { PgliteDatabase } from '../db/pglite-database';
import { PostgresDatabase } from '../db/postgres-database';

export interface TestDatabase {
  db: Database;
  /** The connection URL, for a PostgreSQL test database (a second connection to the same data). */
  url?: string;
  /** Closes the database; a PostgreSQL test database is dropped as well. */
  dispose(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, dropped on dispose. */
export async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `alloy_t_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await PostgresDatabase.open(url.toString());
  return {
    db,
    url: url.toString(),
    async dispose() {
      try {
        await db.close();
      } finally {
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      }
    },
  };
}

let emptyImage: Promise<Blob> | undefined;
/** In-memory databases a finished test gave back, emptied: starting PGlite costs a second of CPU. */
const idle: PgliteDatabase[] = [];

/** A PGlite in memory as the global setup saved it: empty, no migration applied. */
async function openPgliteInMemory(): Promise<TestDatabase> {
  emptyImage ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]));
  const db = idle.pop() ?? (await PgliteDatabase.inMemory(await emptyImage));
  return { db, dispose: () => giveBack(db) };
}

/**
 * Empties the database to the state of the saved image (everything a test or migration made lives in the
 * schema `public`; session settings go with `discard all`) and keeps it for the next test. One that
 * cannot be emptied, closed by its test for instance, is closed for good.
 */
async function giveBack(db: PgliteDatabase): Promise<void> {
  try {
    await db.query('drop schema public cascade; create schema public');
    await db.query('discard all');
  } catch {
    await db.close().catch(() => undefined);
    return;
  }
  idle.push(db);
}

/**
 * PGlite in `dataDir`, or the PostgreSQL database at `databaseUrl`, when given (kept after dispose, for
 * restarts and commands); otherwise a fresh database: on the PostgreSQL server of `TEST_DATABASE_URL` when
 * that is set, else PGlite in memory.
 */
export async function openTestDatabase(
  given: { dataDir?: string; databaseUrl?: string } = {},
): Promise<TestDatabase> {
  const { dataDir, databaseUrl } = given;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const db = dataDir
    ? await PgliteDatabase.open(dataDir)
    : databaseUrl
      ? await PostgresDatabase.open(databaseUrl)
      : null;
  if (db) return { db, dispose: () => db.close() };
  return serverUrl ? createPostgresTestDatabase(serverUrl) : openPgliteInMemory();
}

/**
 * A fresh test database, migrated, holding the clients `acme` and `globex`, each with a schema `s` named
 * `label` of the elements `elementsOf` gives for the client.
 */
export async function openWithTwoClients(
  label: string,
  elementsOf: (client: string) => SchemaElement[],
): Promise<TestDatabase> {
  const store = await openTestDatabase();
  await migrate(store.db);
  await store.db.query(`insert into clients (id, name) values ('acme', 'Acme'), ('globex', 'Globex')`);
  for (const client of ['acme', 'globex']) {
    await store.db.query(
      `insert into schemas (client_id, id, label, elements) values ($1, 's', $2, $3::text::jsonb)`,
      [client, label, JSON.stringify(elementsOf(client))],
    );
  }
  return store;
}
