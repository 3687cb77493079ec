import { describe, expect, it } from 'vitest';
import { element } from '../schema/element-fixtures';
import { batchChecker, checkedCell } from './batch-checks';
import { IMPORT_LIMITS } from './import-cells';

const elements = [
  element('nr', 'Input', { props: { rules: { unique: true } } }),
  element('price', 'Input', { position: 1, props: { rules: { type: 'number', unique: true } } }),
  element('note', 'Input', { position: 2 }),
];
const columns = ['id', 'nr', 'price', 'note'].map((target, index) => ({ index, target }));

describe('batchChecker', () => {
  it('finds a file or a unique value given again in a later batch, naming the row that gave it first', () => {
    const check = batchChecker(columns, elements, 'id');
    expect(
      check(
        [
          ['a', 'N1', '2,5', ''],
          ['b', 'N2', '', ''],
        ],
        [2, 3],
      ),
    ).toEqual([]);
    expect(
      check(
        [
          ['a', 'N3', '', ''],
          ['c', 'N2', '2.5', ''],
        ],
        [5, 6],
      ),
    ).toEqual([
      { row: 5, target: 'id', kind: 'sameFile', earlierRow: 2 },
      { row: 6, target: 'nr', kind: 'sameValue', earlierRow: 3 },
    ]);
  });

  it('leaves doubles within one batch to the server, and empty or unreadable cells alone', () => {
    const check = batchChecker(columns, elements, 'id');
    expect(
      check(
        [
          ['a', 'N1', 'zwei', ''],
          ['a', 'N1', 'zwei', ''],
          ['', '', '', ''],
        ],
        [2, 3, 4],
      ),
    ).toEqual([]);
    expect(check([['', ' ', 'zwei', '']], [5])).toEqual([]);
  });

  it('takes the unique element matched on as naming the file, and the id as a value like any', () => {
    const check = batchChecker(columns, elements, 'nr');
    check([['a', 'N1', '', '']], [2]);
    expect(check([['a', 'N1', '', '']], [3])).toEqual([
      { row: 3, target: 'nr', kind: 'sameFile', earlierRow: 2 },
    ]);
  });

  it('finds cells longer than the API takes, which a dry run sends cut', () => {
    const long = 'x'.repeat(IMPORT_LIMITS.maxCell + 1);
    expect(batchChecker(columns, elements, 'id')([['', '', '', long]], [7])).toEqual([
      { row: 7, target: 'note', kind: 'cellTooLong' },
    ]);
    expect(checkedCell(long)).toHaveLength(IMPORT_LIMITS.maxCell);
    expect(checkedCell('kurz')).toBe('kurz');
  });
});
