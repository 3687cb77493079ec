import { describe, expect, it } from 'vitest';
import {
  type Batch,
  batchesOf,
  firstRowOf,
  type ImportResult,
  newRun,
  type RunEvent,
  type RunState,
  rowProblems,
  rowsDone,
  runReducer,
  totalRows,
} from './import-run';

const rows = (count: number, cell = 'x') => Array.from({ length: count }, () => [cell, 'y']);
const ok = (created: number, updated = 0): ImportResult => ({ created, updated, problems: [] });
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 2);
const play = (run: RunState, ...events: RunEvent[]) => events.reduce(runReducer, run);
const answered = (index: number, result: ImportResult, rowNumbers = numbers(1200)): RunEvent => ({
  type: 'answered',
  index,
  result,
  rowNumbers,
});

describe('batches', () => {
  it('are 500 rows at most, in order, the last one the rest', () => {
    expect(batchesOf(rows(1201), [0, 1])).toEqual([
      { start: 0, end: 500 },
      { start: 500, end: 1000 },
      { start: 1000, end: 1201 },
    ]);
    expect(batchesOf(rows(500), [0])).toEqual([{ start: 0, end: 500 }]);
    expect(batchesOf([], [0])).toEqual([]);
  });

  it('end early where the sent cells grow too long; a long row alone is a batch of its own', () => {
    const limits = { rows: 500, characters: 10 };
    expect(batchesOf(rows(5, 'abcd'), [0], limits)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 4 },
      { start: 4, end: 5 },
    ]);
    // Only the sent columns count.
    expect(batchesOf(rows(5, 'abcd'), [1], limits)).toEqual([{ start: 0, end: 5 }]);
    expect(batchesOf([['a'], ['x'.repeat(20)], ['b']], [0], limits)).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
  });
});

describe('row numbers of problems', () => {
  it("count from the batch's first row in the file, and go over the file's empty rows", () => {
    const batch: Batch = { start: 1, end: 3 };
    const rowNumbers = [2, 3, 7, 8];
    expect(firstRowOf(batch, rowNumbers)).toBe(3);
    expect(
      rowProblems(batch, rowNumbers, [
        { row: 3, target: 'price', code: 'number', message: '„Preis“ ist keine Zahl.' },
        { row: 4, target: null, code: 'duplicateInImport', message: 'Die Zeile …' },
      ]).map((problem) => problem.row),
    ).toEqual([3, 7]);
  });
});

describe('a run', () => {
  const batches = batchesOf(rows(1200), [0]);

  it('confirms batches in turn and sums what they did', () => {
    const run = play(newRun('import', batches), answered(0, ok(400, 100)), answered(1, ok(500)));
    expect(run).toMatchObject({ done: 2, created: 900, updated: 100, status: 'running' });
    expect(rowsDone(run)).toBe(1000);
    expect(totalRows(run)).toBe(1200);
    // An answer out of turn changes nothing.
    expect(play(run, answered(0, ok(1)))).toBe(run);
    expect(play(run, answered(2, ok(200)))).toMatchObject({ done: 3, created: 1100, status: 'finished' });
  });

  it('stops on a failure and resumes at the first batch not confirmed, the skipped ones unheard', () => {
    const error = new Error('Failed to fetch');
    let run = play(
      newRun('import', batches),
      answered(0, ok(500)),
      { type: 'failed', index: 1, error },
      { type: 'skipped', index: 2 },
    );
    expect(run).toMatchObject({ done: 1, status: 'failed', error });
    expect(batches[run.done]).toEqual({ start: 500, end: 1000 });

    run = play(run, { type: 'start' }, answered(1, ok(0, 500)), answered(2, ok(200)));
    expect(run).toMatchObject({ done: 3, created: 700, updated: 500, status: 'finished', error: null });
    expect(play(run, { type: 'start' })).toBe(run);
  });

  it('pauses on cancel once the batch under way is answered, and goes on from there', () => {
    let run = play(newRun('import', batches), { type: 'cancel' });
    expect(run.status).toBe('stopping');
    run = play(run, answered(0, ok(500)), { type: 'skipped', index: 1 }, { type: 'skipped', index: 2 });
    expect(run).toMatchObject({ done: 1, status: 'paused' });
    expect(rowsDone(run)).toBe(500);
    run = play(run, { type: 'start' });
    expect(run.status).toBe('running');
  });

  it('stops an import at a batch with problems, which wrote nothing; sent again, it is answered anew', () => {
    const problem = { row: 600, target: 'nr', code: 'unique', message: '„Nummer“ ist schon vergeben.' };
    let run = play(
      newRun('import', batches),
      answered(0, ok(500)),
      answered(1, { ...ok(0), problems: [problem] }),
    );
    expect(run).toMatchObject({ done: 1, created: 500, status: 'refused', problems: [problem] });
    run = play(run, { type: 'start' });
    expect(run).toMatchObject({ status: 'running', problems: [] });
  });

  it('checks every batch and collects all problems, after those found before sending', () => {
    const early = { row: 2, target: null, code: 'cellTooLong', message: '…' };
    const problem = (row: number) => ({ row, target: 'price', code: 'number', message: '…' });
    const run = play(
      newRun('check', batches, [early]),
      answered(0, { created: 499, updated: 0, problems: [problem(3)] }),
      answered(1, ok(500)),
      answered(2, { created: 199, updated: 0, problems: [problem(1100)] }),
    );
    expect(run).toMatchObject({ done: 3, created: 1198, status: 'finished' });
    expect(run.problems.map((found) => found.row)).toEqual([2, 3, 1100]);
  });
});
