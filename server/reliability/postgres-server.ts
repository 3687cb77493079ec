import { findPostgresBin, startPostgresCluster } from '../../scripts/postgres-cluster';

export interface PostgresServer {
  /** A URL of a server where tests may create and drop databases. */
  url: string;
  stop(): void;
}

/**
 * The PostgreSQL server of `TEST_DATABASE_URL` (the API suite's PostgreSQL pass), or otherwise a
 * throwaway cluster of the installed binaries: tests that need PostgreSQL run on every pass.
 */
export async function postgresServer(): Promise<PostgresServer> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'This test needs PostgreSQL: set TEST_DATABASE_URL or install the server binaries ' +
        '(/usr/lib/postgresql/*/bin, Debian package postgresql).',
    );
  }
  return startPostgresCluster(bin);
}
