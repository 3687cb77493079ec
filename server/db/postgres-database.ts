import pg from 'pg';
import type { Database, Queryable } from './database';

const INT8_OID = 20;

/** Counts and sums arrive as numbers, as they do from PGlite, while they fit a double exactly. */
function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? parseInt8
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

async function run<Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]): Promise<Row[]> {
  const result = (await client.query(sql, params)) as pg.QueryResult | pg.QueryResult[];
  // A parameterless script with several statements answers one result per statement.
  const last = Array.isArray(result) ? result.at(-1) : result;
  return (last?.rows ?? []) as Row[];
}

/** A PostgreSQL server through a connection pool; several Alloy instances may share it. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres';

  changeCount(): null {
    return null;
  }

  private constructor(private readonly pool: pg.Pool) {}

  static async open(connectionString: string): Promise<PostgresDatabase> {
    const pool = new pg.Pool({ connectionString, types, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const database = new PostgresDatabase(pool);
    await database.query('select 1');
    return database;
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]> {
    return run<Row>(this.pool, sql, params);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) =>
          run<Row>(client, sql, params),
      });
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      // A client whose ROLLBACK fails is in an unknown state: destroy it instead of returning it to the pool.
      await client.query('ROLLBACK').then(
        () => client.release(),
        (rollbackError: Error) => client.release(rollbackError),
      );
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
