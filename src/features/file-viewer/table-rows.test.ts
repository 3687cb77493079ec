import { describe, expect, it } from 'vitest';
import { moveItem, pageBounds, pageOfRow, removeAt, replaceAt, rowsOf } from './table-rows';

describe('rowsOf', () => {
  it('reads stored rows and starts an empty table with the configured number of rows', () => {
    expect(rowsOf([{ name: 'a' }, 'stray', { name: 'b', old: 1 }])).toEqual([
      { name: 'a' },
      { name: 'b', old: 1 },
    ]);
    expect(rowsOf(undefined, 3)).toEqual([{}, {}, {}]);
    expect(rowsOf(null)).toEqual([]);
    expect(rowsOf([], 3)).toEqual([]);
  });
});

describe('row edits', () => {
  it('moves by one place and stops at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });

  it('removes and replaces by index', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(replaceAt(['a', 'b', 'c'], 2, 'z')).toEqual(['a', 'b', 'z']);
  });
});

describe('pageBounds', () => {
  it('cuts rows into pages and clamps the page', () => {
    expect(pageBounds(23, 10, 0)).toEqual({ page: 0, pageCount: 3, from: 0, to: 10 });
    expect(pageBounds(23, 10, 2)).toEqual({ page: 2, pageCount: 3, from: 20, to: 23 });
    expect(pageBounds(23, 10, 9)).toEqual({ page: 2, pageCount: 3, from: 20, to: 23 });
    expect(pageBounds(0, 5, 0)).toEqual({ page: 0, pageCount: 1, from: 0, to: 0 });
  });

  it('shows every row on one page for "all" (0)', () => {
    expect(pageBounds(123, 0, 4)).toEqual({ page: 0, pageCount: 1, from: 0, to: 123 });
    expect(pageOfRow(122, 0)).toBe(0);
    expect(pageOfRow(7, 7)).toBe(1);
  });
});
