/** Parameterised SQL against PGlite or a PostgreSQL server; the only way server code reaches the store. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Which store this is, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Where this process alone can change the data (embedded PGlite, whose folder it holds locked): a number
   * that moves on whenever a statement that may write, or a transaction, has ended. While it stands still,
   * whatever was read is still what is stored. Null where other processes write too (a PostgreSQL server).
   */
  changeCount(): number | null;
  /**
   * Calls `onMessage` with the payload of every `pg_notify(channel, …)` committed from now on, by this or
   * any other process on the same database. `onListening(false)` tells that messages are being missed
   * (the connection that listens was lost), `onListening(true)` that listening resumed. Resolves when
   * listening; the function it gives stops.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
