/**
 * The API figures only, for iterating on the server: `npx tsx bench/api-focus.ts [seedDir]`, of the large
 * tree, or with `FOCUS_TREE=huge` of the tree ten times its size (with its single-entry changes).
 * Seeds once into `seedDir` (kept, default `$TMPDIR/alloy-api-focus`), then measures on a fresh copy of it.
 * Same sizes and repetitions as `npm run bench` (or the QUICK ones with `BENCH_QUICK=1`); no browser, no
 * mixed load. `npm run bench` stays the figure of record. Runs the compiled server: `npm run build` first.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open-database';
import { measureFile, measureSchemas, measureTree, measureTreeReadAfterWrite } from './api-bench';
import { BareWork } from './bare-bench';
import { loadBenchConfig } from './bench-config';
import { measureEntryChanges } from './entry-change-bench';
import { directoryRows, slimRows } from './fixtures';
import { FOCUS_ADMIN, focusSeedDir, seededTree, seedOnce } from './focus-seed';
import { GraphqlClient } from './graphql-client';
import { logIn } from './seed';
import { startServer } from './server-process';
import { median } from './stats';
import { measureThroughput } from './throughput-bench';

const log = (line: string) => process.stderr.write(`[focus] ${line}\n`);

async function main() {
  const config = loadBenchConfig();
  const seedDir = focusSeedDir(config);
  const info = await seedOnce(config, seedDir, log);
  const huge = process.env.FOCUS_TREE === 'huge';
  const large = seededTree(config, info, huge ? config.treeSizes.huge : config.treeSizes.large);

  const work = mkdtempSync(join(tmpdir(), 'alloy-focus-run-'));
  const dataDir = join(work, 'data');
  cpSync(join(seedDir, 'data'), dataDir, { recursive: true });
  cpSync(join(seedDir, 'data'), join(work, 'bare'), { recursive: true });
  const reps = { runs: config.runs, warmups: config.warmups, warmupMs: config.warmupMs };
  const server = await startServer({ dataDir, ...FOCUS_ADMIN });
  const out: Record<string, number> = {};
  try {
    const api = new GraphqlClient(server.url, 1);
    await logIn(api, FOCUS_ADMIN.adminUsername, FOCUS_ADMIN.adminPassword);
    const tree = await measureTree(api, large, reps, huge ? slimRows : directoryRows);
    const afterWrite = await measureTreeReadAfterWrite(api, large, reps);
    const schemaId = info.schemaIds[1] ?? info.schemaIds[0] ?? '';
    const changes = await measureEntryChanges(api, large, schemaId, reps);
    for (const [kind, p95s] of Object.entries(changes)) out[`${kind} p95`] = median(p95s);
    const fileId = info.hotFileIds[0] as string;
    const file = await measureFile(api, fileId, reps);
    const schemas = await measureSchemas(api, reps);
    out.updateDirectory = median(tree.update.ms);
    out.directoryRead = median(tree.read.ms);
    out.directoryReadAfterWrite = median(afterWrite.ms);
    out.queryFileData = median(file.read.ms);
    out.updateFile = median(file.update.ms);
    out.schema = median(schemas.ms);
    if (!process.env.FOCUS_NO_THROUGHPUT) {
      const throughput = await measureThroughput(api, server.url, [fileId], config.throughput, {
        ...reps,
        runs: 3,
        warmups: 1,
      }).catch((error: Error) => {
        log(`throughput: ${error.message}`);
        return null;
      });
      out.throughput = throughput ? median(throughput.requestsPerSecond) : 0;
      out.throughputFailed = throughput ? Math.max(...throughput.failed) : -1;
    }
    api.close();
    await server.stop().catch(() => undefined);
    if (!process.env.FOCUS_NO_BARE) {
      const bareDb = await openDatabase({ dataDir: join(work, 'bare') });
      const bare = new BareWork(bareDb, info.client, reps);
      await bare.storeTree(large.items);
      out.bareUpdateDirectory = median(await bare.writeTree(large.items));
      out.bareDirectoryRead = median(await bare.readTree(tree.read.payload));
      out.bareQueryFileData = median(await bare.readFile(fileId, file.read.payload));
      out.bareUpdateFile = median(await bare.updateFile(fileId));
      out.bareSchema = median(await bare.readSchemas(schemas.payload));
      await bareDb.close();
    }
  } finally {
    await server.stop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
  for (const [name, value] of Object.entries(out)) console.log(`${name.padEnd(26)} ${value.toFixed(1)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
