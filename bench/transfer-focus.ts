import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBenchConfig } from './bench-config';
import { transferFigures } from './bench-figures';
import { formatTable } from './report-table';
import { attempt } from './stats';
import { measureTransfer } from './transfer-bench';

/**
 * CSV export and import alone (`npx tsx bench/transfer-focus.ts`, after `npm run build`): the same figures as
 * `npm run bench` takes last, for comparing changes of import and export back to back.
 */
const log = (line: string) => process.stderr.write(`[transfer] ${line}\n`);
const workDir = mkdtempSync(join(tmpdir(), 'alloy-transfer-'));
const transfer = await attempt(() => measureTransfer(loadBenchConfig(), workDir, log)).finally(() =>
  rmSync(workDir, { recursive: true, force: true }),
);
console.log(`\n${formatTable(transferFigures(transfer))}\n`);
