export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Nearest-rank percentile (`p` in 0..100) of a non-empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

export const elapsedMs = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e6;

export interface Repetitions {
  runs: number;
  warmups: number;
  /**
   * Warm-up goes on at least this long: PGlite is WebAssembly, which V8 compiles to fast code only for
   * functions that have run a while, so a few calls after a start leave it measuring the slow tier.
   */
  warmupMs: number;
}

/**
 * Calls `sample(i)` for at least `warmups` unmeasured repetitions lasting `warmupMs` in all, then for
 * `runs` measured ones (i counts all of them), and returns the measured values; `sample` returns its own
 * figure (e.g. milliseconds).
 */
export async function repeat(
  { runs, warmups, warmupMs }: Repetitions,
  sample: (index: number) => Promise<number>,
): Promise<number[]> {
  const warmupEnds = Date.now() + warmupMs;
  let index = 0;
  while (index < warmups || Date.now() < warmupEnds) await sample(index++);
  const values: number[] = [];
  for (let run = 0; run < runs; run++) values.push(await sample(index++));
  return values;
}

/** Times `work` in milliseconds. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return elapsedMs(start);
}

/** Why a figure could not be measured (the page or server never gave what the measurement waits for). */
export interface Unmeasured {
  error: string;
}

export const isUnmeasured = (value: unknown): value is Unmeasured =>
  typeof value === 'object' && value !== null && 'error' in value;

/** Runs one measurement; its failure is reported for its figures while the others are still taken. */
export async function attempt<T>(work: () => Promise<T>): Promise<T | Unmeasured> {
  try {
    return await work();
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0] ?? String(error) };
  }
}
