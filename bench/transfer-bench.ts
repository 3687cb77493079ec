import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { BenchConfig } from './bench-config';
import { GraphqlClient } from './graphql-client';
import { OPERATIONS } from './operations';
import { schemaElements, seedFiles } from './search-bench';
import { logIn } from './seed';
import { startServer } from './server-process';
import { repeat } from './stats';

/** Rows the import sends per request, as the app's import does. */
const ROWS_PER_BATCH = 1_000;

export interface TransferSamples {
  files: number;
  exportMs: number[];
  importMs: number[];
  /** The server's peak resident memory during each. */
  exportPeakBytes: number[];
  importPeakBytes: number[];
}

/**
 * Export of every file of a 20-element schema as CSV (`/export/schemas/…/files.csv`) and import of that
 * CSV into a second schema of the same elements through `importFiles`, a batch of rows at a time, as the
 * app sends them: time and the server's peak memory, in runs of their own (each import into a schema of
 * its own, so every run creates every file).
 */
export async function measureTransfer(
  config: BenchConfig,
  workDir: string,
  log: (line: string) => void,
): Promise<TransferSamples> {
  const files = config.quick ? 10_000 : 100_000;
  const runs = { runs: Math.min(config.runs, 3), warmups: 0, warmupMs: 0 };
  const dataDir = join(workDir, 'transfer-data');
  const admin = { adminUsername: 'bench-admin', adminPassword: randomBytes(18).toString('base64url') };
  const { schemaId } = await seedFiles(dataDir, files, admin, log);
  const server = await startServer({ dataDir, ...admin });
  try {
    const api = new GraphqlClient(server.url, 1);
    const token = await logIn(api, admin.adminUsername, admin.adminPassword);
    let csv = '';
    const exportPeakBytes: number[] = [];
    log(`transfer: export of ${files.toLocaleString('en-US')} files as CSV`);
    const exportMs = await repeat(runs, async () => {
      server.resetPeakMemory();
      const started = performance.now();
      const response = await fetch(`${server.url}/export/schemas/${schemaId}/files.csv`, {
        headers: { authorization: token, 'accept-encoding': 'identity' },
      });
      csv = await response.text();
      const took = performance.now() - started;
      exportPeakBytes.push(server.peakMemoryBytes());
      return took;
    });
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
    const importPeakBytes: number[] = [];
    log(`transfer: import of ${files.toLocaleString('en-US')} CSV rows`);
    const importMs = await repeat(runs, async () => {
      const target = await api.call<{ saveSchema: { id: string } }>(OPERATIONS.saveSchema, {
        schema: { label: `Import ${randomBytes(3).toString('hex')}`, elements },
      });
      server.resetPeakMemory();
      const started = performance.now();
      for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
        const { data } = await api.call<{ importFiles: { problems: unknown[] } }>(OPERATIONS.importFiles, {
          schemaId: target.data.saveSchema.id,
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
      const took = performance.now() - started;
      importPeakBytes.push(server.peakMemoryBytes());
      return took;
    });
    api.close();
    return { files, exportMs, importMs, exportPeakBytes, importPeakBytes };
  } finally {
    await server.stop();
  }
}
