import type { ImportFilesMutation } from '../../lib/graphql/generated/graphql';

export type ImportResult = ImportFilesMutation['importFiles'];
type ServerProblem = ImportResult['problems'][number];

/** How much one call sends: the rows the brief of the API suggests, and well below its 16 MB body limit. */
export const BATCH_LIMITS = {
  rows: 500,
  /** Characters of the sent cells; JSON takes up to three bytes for one (more for control characters). */
  characters: 4_000_000,
} as const;

/** Rows `start` (inclusive) to `end` (exclusive) of the table, sent in one call. */
export interface Batch {
  start: number;
  end: number;
}

/**
 * The rows in batches of at most `limits.rows` rows and `limits.characters` characters of the sent cells
 * (`columns`), in order; a row alone longer than that is a batch of its own.
 */
export function batchesOf(
  rows: string[][],
  columns: number[],
  limits: { rows: number; characters: number } = BATCH_LIMITS,
): Batch[] {
  const batches: Batch[] = [];
  let start = 0;
  let characters = 0;
  rows.forEach((row, index) => {
    const size = columns.reduce((sum, column) => sum + (row[column]?.length ?? 0), 0);
    if (index > start && (index - start >= limits.rows || characters + size > limits.characters)) {
      batches.push({ start, end: index });
      start = index;
      characters = 0;
    }
    characters += size;
  });
  if (rows.length > start) batches.push({ start, end: rows.length });
  return batches;
}

/** A problem of a row, numbered as the file counts its rows. */
export interface RowProblem {
  row: number;
  target: string | null;
  code: string;
  message: string;
}

/** The number the server counts a batch's rows from: the file's number of its first row. */
export const firstRowOf = (batch: Batch, rowNumbers: number[]) => rowNumbers[batch.start] ?? batch.start + 1;

/**
 * The server's problems of a batch with the file's row numbers: it counts from `firstRowOf(batch)` without
 * gaps, the file may have empty rows between.
 */
export function rowProblems(batch: Batch, rowNumbers: number[], problems: ServerProblem[]): RowProblem[] {
  const first = firstRowOf(batch, rowNumbers);
  return problems.map((problem) => ({
    ...problem,
    row: rowNumbers[batch.start + problem.row - first] ?? problem.row,
  }));
}

export type RunMode = 'check' | 'import';

/**
 * A dry run (`check`) or an import of all batches, one after the other. `done` batches are confirmed,
 * from the first: the next to send, and where `Fortsetzen` starts again, is `batches[done]`.
 */
export interface RunState {
  mode: RunMode;
  batches: Batch[];
  done: number;
  created: number;
  updated: number;
  /** A check's problems of all batches; an import's of the batch the server refused. */
  problems: RowProblem[];
  status: 'running' | 'stopping' | 'paused' | 'failed' | 'refused' | 'finished';
  /** Why the batch `batches[done]` failed (`failed`). */
  error: unknown;
}

export type RunEvent =
  | { type: 'start' }
  | { type: 'cancel' }
  | { type: 'answered'; index: number; result: ImportResult; rowNumbers: number[] }
  | { type: 'failed'; index: number; error: unknown }
  | { type: 'skipped'; index: number };

/** A run from its first batch; a check starts with the `problems` found before sending. */
export function newRun(mode: RunMode, batches: Batch[], problems: RowProblem[] = []): RunState {
  return {
    mode,
    batches,
    done: 0,
    created: 0,
    updated: 0,
    problems,
    status: 'running',
    error: null,
  };
}

/** Whether the run sends (or waits to send) a batch now. */
export const isBusy = (run: RunState | null) => run?.status === 'running' || run?.status === 'stopping';

/** Rows of the confirmed batches. */
export const rowsDone = (run: RunState) => run.batches[run.done - 1]?.end ?? 0;

export const totalRows = (run: RunState) => run.batches.at(-1)?.end ?? 0;

/**
 * The run after an event. A batch's answer counts only in turn (`index` is `done`). An import's batch with
 * problems wrote nothing: it stays unconfirmed and the run stops (`refused`); a check goes on and collects
 * every problem. A failure stops the run (`failed`); the batches queued behind a stop are skipped, which
 * ends a cancelled run (`paused`). `start` goes on from the first unconfirmed batch.
 */
export function runReducer(run: RunState, event: RunEvent): RunState {
  switch (event.type) {
    case 'start':
      if (run.status === 'finished' || isBusy(run)) return run;
      // A refused batch is sent again: its problems are answered anew.
      return { ...run, status: 'running', error: null, problems: run.mode === 'import' ? [] : run.problems };
    case 'cancel':
      return run.status === 'running' ? { ...run, status: 'stopping' } : run;
    case 'answered': {
      const batch = run.batches[event.index];
      if (event.index !== run.done || !batch || !isBusy(run)) return run;
      const problems = rowProblems(batch, event.rowNumbers, event.result.problems);
      if (run.mode === 'import' && problems.length > 0) return { ...run, status: 'refused', problems };
      const done = run.done + 1;
      return {
        ...run,
        done,
        created: run.created + event.result.created,
        updated: run.updated + event.result.updated,
        problems: run.mode === 'check' ? [...run.problems, ...problems] : [],
        status: done === run.batches.length ? 'finished' : run.status,
      };
    }
    case 'failed':
      return event.index === run.done && isBusy(run) ? { ...run, status: 'failed', error: event.error } : run;
    case 'skipped':
      return event.index === run.done && isBusy(run) ? { ...run, status: 'paused' } : run;
  }
}
