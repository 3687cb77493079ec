import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBenchConfig } from './bench-config';
import { benchFigures } from './bench-figures';
import { measureAll } from './measure-all';
import { formatTable } from './report-table';
import { REPO_ROOT } from './server-process';

const RESULTS_FILE = join(REPO_ROOT, 'bench', 'results.json');

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

/** App and server as `npm run build` makes them, so every figure is that of the current source. */
function build(): void {
  log('building the app and the server (npm run build)');
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Prints the table and writes `bench/results.json`; exits 0 whether targets pass or not, 1 when a figure is missing. */
async function main(): Promise<number> {
  const config = loadBenchConfig();
  log(config.quick ? 'QUICK smoke run: smaller trees, fewer and shorter runs' : 'full run');
  const loadBefore = loadavg()[0] ?? 0;
  build();
  const workDir = mkdtempSync(join(tmpdir(), 'alloy-bench-'));
  const measurements = await measureAll(config, workDir, log).finally(() =>
    rmSync(workDir, { recursive: true, force: true }),
  );
  const figures = benchFigures(config, measurements);

  // Other work on the machine slows every figure; the load average says how much there was.
  const load = { cores: availableParallelism(), before: loadBefore, after: loadavg()[0] ?? 0 };
  const busy = Math.max(load.before, load.after) > load.cores;
  const heading = config.quick
    ? `Alloy bench, QUICK smoke run (reduced sizes, verdicts indicative only): medians of ${config.runs} runs`
    : `Alloy bench: medians of ${config.runs} runs after warm-up`;
  const loadLine =
    `Load average (1 min) ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after, on ${load.cores} cores` +
    (busy ? ' (BUSY machine: figures are slower than on an idle one)' : '');
  console.log(`\n${heading}\n${loadLine}\n\n${formatTable(figures)}\n`);
  const results = { createdAt: new Date().toISOString(), node: process.version, load, config, figures };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  log(`results written to ${RESULTS_FILE}`);

  const unmeasured = figures.filter((entry) => entry.median === null).length;
  if (unmeasured > 0) log(`${unmeasured} figures could not be measured`);
  return unmeasured > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The bench could not measure:', error);
    process.exit(1);
  },
);
