import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBenchConfig } from './bench-config';
import { historyFigures } from './bench-figures';
import { measureHistory } from './history-bench';
import { formatTable } from './report-table';
import { attempt } from './stats';

/**
 * The history alone (`npx tsx bench/history-focus.ts`, after `npm run build`): the same figures as
 * `npm run bench` takes last, for comparing changes of the history back to back.
 */
const log = (line: string) => process.stderr.write(`[history] ${line}\n`);
const workDir = mkdtempSync(join(tmpdir(), 'alloy-history-'));
const history = await attempt(() => measureHistory(loadBenchConfig(), workDir, log)).finally(() =>
  rmSync(workDir, { recursive: true, force: true }),
);
console.log(`\n${formatTable(historyFigures(history))}\n`);
