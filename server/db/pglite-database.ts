import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';
import type { Database, Queryable } from './database';
import { copyEmptyDataDir } from './empty-data-dir';

type Runner = Pick<PGlite | Transaction, 'query' | 'exec'>;

/** The extensions the migrations create (search's trigrams): PGlite loads them when it opens a database. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL's page cache (`shared_buffers`) in megabytes. PGlite starts with PostgreSQL's 128, all of it
 * resident in the server once used: a server at rest on 100,000 files held 392 MB with it, 259 MB with 32.
 * Reads of 2,000 different files and changes of single entries in a tree of 100,000 ran as fast with 32
 * (the trees live in the server, and the operating system keeps the data files' pages); an import of
 * 40,000 rows took 7 % longer.
 */
export const DEFAULT_PGLITE_CACHE_MB = 32;

export interface PgliteOptions {
  /** `shared_buffers` in megabytes (`DEFAULT_PGLITE_CACHE_MB` when not given). */
  cacheMb?: number;
}

const startParams = ({ cacheMb = DEFAULT_PGLITE_CACHE_MB }: PgliteOptions) => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${cacheMb}MB`,
];

/** Like node-postgres: without parameters the simple protocol runs, so a migration script may hold many statements. */
async function run<Row>(runner: Runner, sql: string, params?: unknown[]): Promise<Row[]> {
  if (!params || params.length === 0) {
    const results = await runner.exec(sql);
    return (results.at(-1)?.rows ?? []) as Row[];
  }
  const result = await runner.query<Row>(sql, params);
  return result.rows;
}

/** A single `select` statement, which cannot change what is stored (the app calls no writing function in one). */
const READ_ONLY = /^\s*select\s[^;]*;?\s*$/i;

/** Embedded PostgreSQL: one connection, so every statement and transaction waits its turn in one queue. */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite';
  #tail: Promise<unknown> = Promise.resolve();
  #changes = 0;

  private constructor(
    private readonly pg: PGlite,
    private readonly unlock: () => void,
  ) {}

  /**
   * `memory://` keeps everything in memory; any other value is a directory that holds the data, which this
   * process then has to itself until `close()` (see `lockDataDir`).
   */
  static async open(dataDir: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
    if (dataDir === 'memory://') return PgliteDatabase.inMemory(undefined, options);
    const unlock = await lockDataDir(dataDir);
    try {
      await copyEmptyDataDir(dataDir);
      const pg = await PGlite.create({
        dataDir,
        extensions: PGLITE_EXTENSIONS,
        startParams: startParams(options),
      });
      return new PgliteDatabase(pg, unlock);
    } catch (error) {
      unlock();
      throw error;
    }
  }

  /** A database in memory, started from `image` (a data directory saved by `dumpDataDir`) when given. */
  static async inMemory(image?: Blob, options: PgliteOptions = {}): Promise<PgliteDatabase> {
    const pg = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      startParams: startParams(options),
      ...(image && { loadDataDir: image }),
    });
    return new PgliteDatabase(pg, () => undefined);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]> {
    return this.#exclusive(() => run<Row>(this.pg, sql, params), !READ_ONLY.test(sql));
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.#exclusive(
      () =>
        this.pg.transaction((tx) =>
          work({
            query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) =>
              run<Row>(tx, sql, params),
          }),
        ),
      true,
    );
  }

  changeCount(): number {
    return this.#changes;
  }

  // One connection inside this process: nothing is ever missed, so there is no gap to report.
  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const stop = await this.#exclusive(() => this.pg.listen(channel, onMessage));
    return () => this.#exclusive(stop);
  }

  close(): Promise<void> {
    return this.#exclusive(async () => {
      await this.pg.close();
      this.unlock();
    });
  }

  #exclusive<T>(task: () => Promise<T>, mayWrite = false): Promise<T> {
    const result = this.#tail.then(async () => {
      // PGlite runs in this thread: between statements the event loop gets a turn (timers, sockets), so
      // a queue of them never holds it up for longer than one takes.
      await nextTurn();
      try {
        return await task();
      } finally {
        // Before the caller hears of the end, so nothing it does next can see the old count.
        if (mayWrite) this.#changes += 1;
      }
    });
    // Settled to nothing: the queue holds on to no statement's rows (a whole tree's, say) after its caller.
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
