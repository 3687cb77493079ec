import type { VisibleRow } from './visible-rows';

/** How long typed letters add up to one search, in milliseconds. */
export const TYPE_AHEAD_PAUSE = 700;

/**
 * The row a type-ahead search lands on: the next row (after `from`, wrapping) whose name starts with the
 * typed text. Repeating one letter cycles through the rows starting with it; a longer text may stay on
 * the current row when it still matches.
 */
export function typeAheadIndex(rows: VisibleRow[], from: number, typed: string): number | null {
  const query = typed.toLowerCase();
  const repeated = [...query].every((letter) => letter === query[0]);
  const needle = repeated ? query.slice(0, 1) : query;
  const start = repeated ? from + 1 : from;
  for (let step = 0; step < rows.length; step++) {
    const index = (start + step) % rows.length;
    if (rows[index]?.item.name.toLowerCase().startsWith(needle)) return index;
  }
  return null;
}
