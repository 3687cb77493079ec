/** Parameterised SQL against PGlite or a PostgreSQL server; the only way server code reaches the store. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Which store this is, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
