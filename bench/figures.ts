import { isUnmeasured, median, type Unmeasured } from './stats';

export type Unit = 'ms' | 'req/s' | 'kB' | 'MB' | 'requests';

export interface Target {
  text: string;
  pass: boolean;
}

/** One row of the table: the median of the measured runs, beside the bare cost when there is one. */
export interface Figure {
  label: string;
  unit: Unit;
  /** Measured values in `unit`, one per run; empty when the figure could not be measured. */
  samples: number[];
  median: number | null;
  /** Why the figure could not be measured. */
  error?: string;
  bare?: { samples: number[]; median: number };
  /** `median / bare.median`. */
  ratio?: number;
  target?: Target;
  /** Size of the API's answer (JSON, uncompressed). */
  answerBytes?: number;
}

interface FigureInput {
  label: string;
  unit: Unit;
  samples: number[] | Unmeasured;
  bare?: number[] | Unmeasured;
  answerBytes?: number;
  /** Turns the median (and ratio) into a verdict; omitted for figures that are reported only. */
  target?: { text: string; passes: (median: number, ratio: number | undefined) => boolean };
}

export function figure(input: FigureInput): Figure {
  const { samples, bare: bareSamples } = input;
  if (isUnmeasured(samples) || isUnmeasured(bareSamples)) {
    const { error } = isUnmeasured(samples) ? samples : (bareSamples as Unmeasured);
    return { label: input.label, unit: input.unit, samples: [], median: null, error };
  }
  const value = median(samples);
  const bare = bareSamples ? { samples: bareSamples, median: median(bareSamples) } : undefined;
  const ratio = bare ? value / bare.median : undefined;
  return {
    label: input.label,
    unit: input.unit,
    samples,
    median: value,
    ...(bare ? { bare, ratio } : {}),
    ...(input.answerBytes === undefined ? {} : { answerBytes: input.answerBytes }),
    ...(input.target ? { target: { text: input.target.text, pass: input.target.passes(value, ratio) } } : {}),
  };
}

export const atMost = (limit: number, text: string) => ({ text, passes: (value: number) => value <= limit });
export const atLeast = (limit: number, text: string) => ({ text, passes: (value: number) => value >= limit });

/** Converts every value of a list (e.g. bytes to kB). */
export const scaled = (values: number[] | Unmeasured, factor: number) =>
  isUnmeasured(values) ? values : values.map((value) => value * factor);

/** One series of a measurement that yields several, or why the measurement failed. */
export const series = <T>(measured: T | Unmeasured, pick: (value: T) => number[]): number[] | Unmeasured =>
  isUnmeasured(measured) ? measured : pick(measured);
