import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import { PostgresDatabase } from '../server/db/postgres-database';
import type { BenchConfig } from './bench-config';
import { GraphqlClient } from './graphql-client';
import { OPERATIONS } from './operations';
import { schemaElements, seedFiles } from './search-bench';
import { logIn } from './seed';
import { type ServerProcess, startServer } from './server-process';
import { repeat } from './stats';

/** Rows the import sends per request, as the app's import does. */
const ROWS_PER_BATCH = 1_000;

export interface TransferSamples {
  files: number;
  /** `PGlite` or `PostgreSQL`. */
  database: string;
  exportMs: number[];
  jsonExportMs: number[];
  importMs: number[];
  /** The server's resident memory at rest before each measurement: the bare cost of the peaks. */
  restingBytes: number[];
  /** The server's peak resident memory during each. */
  exportPeakBytes: number[];
  jsonExportPeakBytes: number[];
  importPeakBytes: number[];
}

const RESTING_MS = 1_000;

/** The server's memory at rest, then its peak memory and the time while `run` runs. */
async function measured(
  server: ServerProcess,
  peaks: number[],
  resting: number[],
  run: () => Promise<void>,
): Promise<number> {
  server.resetPeakMemory();
  await sleep(RESTING_MS);
  resting.push(server.peakMemoryBytes());
  server.resetPeakMemory();
  const started = performance.now();
  await run();
  const took = performance.now() - started;
  peaks.push(server.peakMemoryBytes());
  return took;
}

/**
 * Where an import run writes: a new PGlite folder, or a new database on the PostgreSQL server at
 * `databaseUrl`, so every run imports into an instance holding nothing but the schema.
 */
async function freshInstance(workDir: string, run: number, databaseUrl?: string) {
  const dataDir = join(workDir, `transfer-import-${run}`);
  if (!databaseUrl) return { dataDir };
  const postgres = await PostgresDatabase.open(databaseUrl);
  const name = `alloy_import_${run}`;
  await postgres.query(`create database ${name}`).finally(() => postgres.close());
  return { dataDir, databaseUrl: databaseUrl.replace(/\/[^/]*$/, `/${name}`) };
}

/**
 * Export of every file of a 20-element schema as CSV (`/export/schemas/…/files.csv`) and as JSON
 * (`/export/files.json`), and import of that CSV into a new instance holding a schema of the same elements
 * through `importFiles`, a batch of rows at a time, as the app sends them: time and the server's peak
 * memory beside its memory at rest, in runs of their own. On PGlite in `workDir`, or on the PostgreSQL
 * server at `databaseUrl`.
 */
export async function measureTransfer(
  config: BenchConfig,
  workDir: string,
  log: (line: string) => void,
  databaseUrl?: string,
): Promise<TransferSamples> {
  const files = config.quick ? 10_000 : 100_000;
  const runs = { runs: Math.min(config.runs, 3), warmups: 0, warmupMs: 0 };
  const admin = { adminUsername: 'bench-admin', adminPassword: randomBytes(18).toString('base64url') };
  const dataDir = join(workDir, 'transfer-data');
  const { schemaId } = await seedFiles(dataDir, files, admin, log, databaseUrl);
  const restingBytes: number[] = [];
  const exportPeakBytes: number[] = [];
  const jsonExportPeakBytes: number[] = [];
  const importPeakBytes: number[] = [];
  let csv = '';
  let exportMs: number[] = [];
  let jsonExportMs: number[] = [];
  const server = await startServer({ dataDir, databaseUrl, ...admin });
  try {
    const api = new GraphqlClient(server.url, 1);
    const token = await logIn(api, admin.adminUsername, admin.adminPassword);
    api.close();
    const download = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: { authorization: token, 'accept-encoding': 'identity' },
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    };
    log(`transfer: export of ${files.toLocaleString('en-US')} files as CSV`);
    exportMs = await repeat(runs, () =>
      measured(server, exportPeakBytes, restingBytes, async () => {
        csv = await download(`/export/schemas/${schemaId}/files.csv`);
      }),
    );
    log(`transfer: export of ${files.toLocaleString('en-US')} files as JSON`);
    jsonExportMs = await repeat(runs, () =>
      measured(server, jsonExportPeakBytes, restingBytes, async () => {
        const bundle = JSON.parse(await download(`/export/files.json?schemaId=${schemaId}`)) as {
          files: unknown[];
        };
        if (bundle.files.length !== files)
          throw new Error(`The JSON export held ${bundle.files.length} files, not ${files}`);
      }),
    );
  } finally {
    await server.stop();
  }

  const [header = [], ...rows] = parse(csv.replace(/^\uFEFF/, ''), {
    delimiter: ';',
    relax_column_count: true,
  }) as string[][];
  if (rows.length !== files) throw new Error(`The export held ${rows.length} rows, not ${files}`);
  const elements = schemaElements();
  const columns = header.flatMap((name, index) => {
    if (name === 'Bezeichnung') return [{ index, target: 'label' }];
    const element = elements.find((candidate) => candidate.label === name);
    return element ? [{ index, target: element.elementId }] : [];
  });
  log(`transfer: import of ${files.toLocaleString('en-US')} CSV rows, each run into a new instance`);
  let run = 0;
  const importMs = await repeat(runs, async () => {
    const instance = await freshInstance(workDir, ++run, databaseUrl);
    const target = await startServer({ ...instance, ...admin });
    try {
      const api = new GraphqlClient(target.url, 1);
      await logIn(api, admin.adminUsername, admin.adminPassword);
      const schema = await api.call<{ saveSchema: { id: string } }>(OPERATIONS.saveSchema, {
        schema: { label: 'Import', elements },
      });
      const took = await measured(target, importPeakBytes, restingBytes, async () => {
        for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
          const { data } = await api.call<{ importFiles: { problems: unknown[] } }>(OPERATIONS.importFiles, {
            schemaId: schema.data.saveSchema.id,
            rows: rows.slice(start, start + ROWS_PER_BATCH),
            columns,
            firstRow: start + 2,
          });
          if (data.importFiles.problems.length > 0) {
            throw new Error(
              `The import found problems: ${JSON.stringify(data.importFiles.problems.slice(0, 3))}`,
            );
          }
        }
      });
      api.close();
      return took;
    } finally {
      await target.stop();
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
  });
  return {
    files,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    exportMs,
    jsonExportMs,
    importMs,
    restingBytes,
    exportPeakBytes,
    jsonExportPeakBytes,
    importPeakBytes,
  };
}
