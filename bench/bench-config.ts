/** What one bench run measures; `BENCH_QUICK=1` shrinks everything for a smoke run. */
export interface BenchConfig {
  quick: boolean;
  /** Measured repetitions of every figure (after `warmups` unmeasured ones); figures are their medians. */
  runs: number;
  warmups: number;
  /** Least time each figure warms up (see `Repetitions`). */
  warmupMs: number;
  /** Entry counts of the directory trees: today's sizes and ten times the large one. */
  treeSizes: { small: number; large: number; huge: number };
  /** Elements of the large schema and of the file that uses it. */
  fileElements: number;
  schemaCount: number;
  throughput: { connections: number; seconds: number };
  mixedLoad: { editors: number; seconds: number; hotFiles: number };
}

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export function loadBenchConfig(): BenchConfig {
  const quick = process.env.BENCH_QUICK === '1';
  return {
    quick,
    runs: quick ? 3 : 7,
    warmups: quick ? 1 : 2,
    warmupMs: quick ? 500 : 2_000,
    treeSizes: quick
      ? { small: 200, large: 1_000, huge: 3_000 }
      : { small: 1_000, large: 10_000, huge: 100_000 },
    fileElements: 200,
    schemaCount: quick ? 5 : 50,
    throughput: { connections: 50, seconds: quick ? 5 : 10 },
    mixedLoad: {
      editors: 50,
      seconds: positiveNumber('BENCH_LOAD_SECONDS', quick ? 3 : 60),
      hotFiles: 25,
    },
  };
}
