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

  private constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
  ) {}

  static async open(connectionString: string): Promise<PostgresDatabase> {
    const pool = new pg.Pool({ connectionString, types, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const database = new PostgresDatabase(pool, connectionString);
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

  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>> {
    return listenOnOwnConnection(this.connectionString, channel, onMessage, onListening);
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others). A lost connection is
 * reported at once, then made again every second until it listens, which is reported too.
 */
async function listenOnOwnConnection(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onListening: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  const lost = (gone: pg.Client) => {
    if (client !== gone || stopped) return;
    client = null;
    gone.end().catch(() => undefined);
    onListening(false);
    const again = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => onListening(true),
        () => {
          retry = setTimeout(again, RECONNECT_DELAY_MS);
        },
      );
    };
    retry = setTimeout(again, RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
