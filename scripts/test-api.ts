import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { findPostgresBin, type PostgresCluster, startPostgresCluster } from './postgres-cluster';

/**
 * Runs the API suite on PGlite and on PostgreSQL, side by side; each line of output names its pass. Extra
 * arguments go to both vitest runs (e.g. test files). `TEST_POSTGRES_NODE` names the Node.js binary of the
 * PostgreSQL pass (CI runs it on the newest LTS while the PGlite pass runs on the oldest Node supported).
 */

const VITEST = 'node_modules/vitest/vitest.mjs';

const versionOf = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();

function runSuite(label: string, node: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const child = spawn(node, [VITEST, 'run', '--project', 'api', ...process.argv.slice(2)], {
    env: { ...env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`[${label}] ${error.message}`);
      resolve(false);
    });
    child.once('close', (code) => resolve(code === 0));
  });
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
  const { TEST_DATABASE_URL: _ignored, TEST_POSTGRES_NODE, ...withoutUrl } = process.env;
  // Compiled once here for both passes, whose tests start it as processes (see server/test/global-setup.ts).
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const { url, cluster } = await postgresUrl();
  process.once('SIGINT', () => {
    cluster?.stop();
    process.exit(130);
  });
  try {
    const postgresNode = TEST_POSTGRES_NODE || process.execPath;
    const [pgliteOk, postgresOk] = await Promise.all([
      runSuite(`PGlite, Node ${process.version}`, process.execPath, withoutUrl),
      runSuite(`PostgreSQL, Node ${versionOf(postgresNode)}`, postgresNode, {
        ...withoutUrl,
        TEST_DATABASE_URL: url,
      }),
    ]);
    console.log(
      `\nAPI tests on PGlite: ${pgliteOk ? 'passed' : 'FAILED'}; on PostgreSQL: ${postgresOk ? 'passed' : 'FAILED'}`,
    );
    return pgliteOk && postgresOk ? 0 : 1;
  } finally {
    cluster?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
