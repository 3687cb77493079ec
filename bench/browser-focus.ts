/**
 * The browser figures only, for iterating on the app: `npx tsx bench/browser-focus.ts [seedDir]`, on a copy
 * of the database `bench/api-focus.ts` seeds (made first when missing): the data tree of the large tree and
 * the form of every element type beside it, then the tree of ten times the size. The same measurements
 * and repetitions as `npm run bench`, which stays the figure of record. `npm run build` first.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_TYPES_FILE_ID, FIRST_SCREEN_FIELDS } from './all-types-form';
import { loadBenchConfig } from './bench-config';
import { launchBrowser, type Measured, measureBrowser, measureTreeBrowser } from './browser-bench';
import { directoryRows, fieldLabel, slimRows } from './fixtures';
import { FOCUS_ADMIN, focusSeedDir, seededTree, seedOnce } from './focus-seed';
import { GraphqlClient } from './graphql-client';
import { OPERATIONS } from './operations';
import { logIn } from './seed';
import { startServer } from './server-process';
import { isUnmeasured, median } from './stats';

const log = (line: string) => process.stderr.write(`[browser] ${line}\n`);
const MB = 1024 * 1024;

const config = loadBenchConfig();
const seeded = await seedOnce(config, focusSeedDir(config), log);
const reps = { runs: config.runs, warmups: config.warmups, warmupMs: config.warmupMs };
const work = mkdtempSync(join(tmpdir(), 'alloy-browser-focus-'));
cpSync(join(focusSeedDir(config), 'data'), join(work, 'data'), { recursive: true });
const server = await startServer({ dataDir: join(work, 'data'), ...FOCUS_ADMIN });
const figures: [string, Measured, string][] = [];
try {
  const api = new GraphqlClient(server.url, 1);
  await logIn(api, FOCUS_ADMIN.adminUsername, FOCUS_ADMIN.adminPassword);
  const login = { username: FOCUS_ADMIN.adminUsername, password: FOCUS_ADMIN.adminPassword };
  const browser = await launchBrowser();
  try {
    const large = seededTree(config, seeded, config.treeSizes.large);
    await api.call(OPERATIONS.updateDirectory, { directory: directoryRows(large.items), tree: 'DATA' });
    const form = large.entryOfFile.get(ALL_TYPES_FILE_ID);
    if (!form) throw new Error('The form of every element type is not in the large tree');
    log(`the data tree of ${large.entryCount} entries and the form beside it`);
    const pages = await measureBrowser(
      browser,
      {
        baseURL: server.url,
        ...login,
        fileEntryId: form.id,
        fileLabel: form.name,
        lastFieldLabel: fieldLabel(config.fileElements - 1),
        firstScreenLabel: fieldLabel(FIRST_SCREEN_FIELDS - 1),
      },
      reps,
    );
    figures.push(
      [`data tree visible, ${large.entryCount} entries`, pages.treeVisibleMs, 'ms'],
      ['filter keystroke to painted tree', pages.filterPaintMs, 'ms'],
      [
        'open a file of 200 elements of all seven types, whole page: first screen',
        pages.fileFirstScreenMs,
        'ms',
      ],
      ['open a file of 200 elements of all seven types, whole page: last field', pages.fileOpenMs, 'ms'],
      ['open the file from the data tree: click to first screen', pages.fileFromTreeFirstScreenMs, 'ms'],
      ['open the file from the data tree: click to last field', pages.fileFromTreeMs, 'ms'],
      [`JS heap after the ${large.entryCount} entries tree`, pages.heapBytes, 'MB'],
    );

    const huge = seededTree(config, seeded, config.treeSizes.huge);
    await api.call(OPERATIONS.updateDirectory, { directory: slimRows(huge.items), tree: 'DATA' });
    log(`the data tree of ${huge.entryCount} entries`);
    const hugePages = await measureTreeBrowser(browser, { baseURL: server.url, ...login }, reps);
    figures.push(
      [`data tree visible, ${huge.entryCount} entries`, hugePages.treeVisibleMs, 'ms'],
      [`filter keystroke to painted tree, ${huge.entryCount} entries`, hugePages.filterPaintMs, 'ms'],
      [`JS heap after the ${huge.entryCount} entries tree`, hugePages.heapBytes, 'MB'],
    );
  } finally {
    await browser.close();
    api.close();
  }
} finally {
  await server.stop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
for (const [label, samples, unit] of figures) {
  const value = isUnmeasured(samples)
    ? 'not measured'
    : unit === 'MB'
      ? `${(median(samples) / MB).toFixed(1)} MB`
      : `${Math.round(median(samples))} ms (runs ${samples.map(Math.round).join(', ')})`;
  console.log(`${label.padEnd(62)} ${value}`);
}
