/**
 * The general read path on PostgreSQL: `queryFileData` of 2,000 different files in turn from 50
 * connections, as `npm run bench` measures it on PGlite, against the compiled server on a throwaway
 * PostgreSQL server on the same machine (Debian's postgresql package, fsync off as in the API tests);
 * then export and import as `npm run bench` measures them on PGlite, in a database of their own.
 * `npm run bench:postgres` after `npm run build` (`-- throughput` or `-- transfer` for one part alone);
 * `BENCH_QUICK=1` for a smoke run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBin, startPostgresCluster } from '../scripts/postgres-cluster';
import { PostgresDatabase } from '../server/db/postgres-database';
import { type BenchConfig, loadBenchConfig } from './bench-config';
import { transferFigures } from './bench-figures';
import { GraphqlClient } from './graphql-client';
import { MANY_FILES } from './measure-all';
import { formatTable } from './report-table';
import { logIn, seed } from './seed';
import { startServer } from './server-process';
import { attempt, median } from './stats';
import { measureThroughput } from './throughput-bench';
import { measureTransfer } from './transfer-bench';

const TARGET_REQUESTS_PER_SECOND = 6_000;
const admin = { adminUsername: 'bench-admin', adminPassword: 'bench-postgres-password-1' };
const log = (line: string) => process.stderr.write(`[bench:postgres] ${line}\n`);

/** `queryFileData` of many files in turn on the PostgreSQL server at `databaseUrl`, printed against the target. */
async function throughputOn(databaseUrl: string, dataDir: string, config: BenchConfig): Promise<void> {
  const loadBefore = loadavg()[0] as number;
  const server = await startServer({ dataDir, databaseUrl, ...admin });
  try {
    const api = new GraphqlClient(server.url, 4);
    const token = await logIn(api, admin.adminUsername, admin.adminPassword);
    const data = await seed(api, token, config, log);
    const fileIds = [...data.trees.large.entryOfFile.keys()].slice(0, MANY_FILES);
    log(
      `queryFileData of ${fileIds.length} different files in turn, ${config.throughput.connections} connections`,
    );
    const reps = { runs: config.runs, warmups: config.warmups, warmupMs: config.warmupMs };
    const samples = await measureThroughput(api, server.url, fileIds, config.throughput, reps);
    api.close();
    const perSecond = median(samples.requestsPerSecond);
    const failed = samples.failed.reduce((sum, count) => sum + count, 0);
    const passes = perSecond >= TARGET_REQUESTS_PER_SECOND && failed === 0;
    console.log(
      [
        `Load average (1 min) ${loadBefore.toFixed(1)} before, ${(loadavg()[0] as number).toFixed(1)} after, on the machine's cores`,
        `queryFileData on PostgreSQL, ${fileIds.length} different files, ${config.throughput.connections} connections: ` +
          `${Math.round(perSecond)} req/s (runs ${samples.requestsPerSecond.map(Math.round).join(', ')}), ` +
          `p99 ${median(samples.p99Ms)} ms, ${failed} failed; target ≥ ${TARGET_REQUESTS_PER_SECOND} req/s: ` +
          (passes ? 'PASS' : 'FAIL'),
      ].join('\n'),
    );
  } finally {
    await server.stop();
  }
}

/** Export and import as `npm run bench` measures them, in a database of their own on that server. */
async function transferOn(clusterUrl: string, dataDir: string, config: BenchConfig): Promise<void> {
  const postgres = await PostgresDatabase.open(clusterUrl);
  await postgres.query('create database alloy_transfer').finally(() => postgres.close());
  const transferUrl = clusterUrl.replace(/\/postgres$/, '/alloy_transfer');
  const transfer = await attempt(() => measureTransfer(config, dataDir, log, transferUrl));
  console.log(`\n${formatTable(transferFigures(transfer))}\n`);
}

async function main(): Promise<number> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql/*/bin.');
  const [only] = process.argv.slice(2);
  if (only !== undefined && only !== 'throughput' && only !== 'transfer') {
    throw new Error(`Measure "throughput", "transfer" or both (no argument), not "${only}".`);
  }
  const config = loadBenchConfig();
  const cluster = await startPostgresCluster(bin);
  const dataDir = mkdtempSync(join(tmpdir(), 'alloy-bench-postgres-'));
  try {
    if (only !== 'transfer') await throughputOn(cluster.url, dataDir, config);
    if (only !== 'throughput') await transferOn(cluster.url, dataDir, config);
    return 0;
  } finally {
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
