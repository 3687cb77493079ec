import { spawnSync } from 'node:child_process';
import { findPostgresBin, type PostgresCluster, startPostgresCluster } from './postgres-cluster';

/** Runs the API suite twice: on PGlite, then on PostgreSQL. Extra arguments go to vitest (e.g. test files). */

function runSuite(label: string, env: NodeJS.ProcessEnv): boolean {
  console.log(`\n=== API tests on ${label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env,
  });
  return result.status === 0;
}

async function postgresUrl(): Promise<{ url: string; cluster?: PostgresCluster }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given };
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'The API tests must also run on PostgreSQL, but no server binaries were found under ' +
        '/usr/lib/postgresql/*/bin. Install them (Debian: apt-get install postgresql) or set TEST_DATABASE_URL ' +
        'to a server where the tests may create and drop databases.',
    );
  }
  const cluster = await startPostgresCluster(bin);
  return { url: cluster.url, cluster };
}

async function main(): Promise<number> {
  const { TEST_DATABASE_URL: _ignored, ...withoutUrl } = process.env;
  const pgliteOk = runSuite('PGlite', withoutUrl);

  const { url, cluster } = await postgresUrl();
  const stopCluster = () => cluster?.stop();
  process.once('SIGINT', () => {
    stopCluster();
    process.exit(130);
  });
  try {
    const postgresOk = runSuite(`PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`, {
      ...withoutUrl,
      TEST_DATABASE_URL: url,
    });
    return pgliteOk && postgresOk ? 0 : 1;
  } finally {
    stopCluster();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
