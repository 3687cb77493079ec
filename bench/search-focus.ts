import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBenchConfig } from './bench-config';
import { searchFigures } from './bench-figures';
import { formatTable } from './report-table';
import { measureSearch } from './search-bench';
import { attempt } from './stats';

/**
 * Search and the file table alone (`npx tsx bench/search-focus.ts`, after `npm run build`): the same
 * figures as `npm run bench` takes last, for comparing changes of search back to back.
 */
const log = (line: string) => process.stderr.write(`[search] ${line}\n`);
const workDir = mkdtempSync(join(tmpdir(), 'alloy-search-'));
const search = await attempt(() => measureSearch(loadBenchConfig(), workDir, log)).finally(() =>
  rmSync(workDir, { recursive: true, force: true }),
);
console.log(`\n${formatTable(searchFigures(search))}\n`);
