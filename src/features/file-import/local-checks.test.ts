import { describe, expect, it } from 'vitest';
import { element, topLevel } from '../../../domain/schema/element-fixtures';
import { checkedCell } from '../../../domain/transfer/batch-checks';
import { localProblems, MAX_CELL } from './local-checks';

const elements = topLevel([
  element('nr', 'Input', { label: 'Nummer', props: { rules: { unique: true } } }),
  element('size', 'Input', { label: 'Größe', props: { rules: { type: 'number', unique: true } } }),
  element('note', 'Input', { label: 'Notiz' }),
]);
const name = (target: string) => ({ id: 'ID', nr: 'Nummer', size: 'Größe', note: 'Notiz' })[target] ?? target;
const columns = [
  { index: 0, target: 'id' },
  { index: 1, target: 'nr' },
  { index: 2, target: 'size' },
  { index: 3, target: 'note' },
];
const rowNumbers = [2, 3, 4, 5, 7];
const twoBatches = [
  { start: 0, end: 2 },
  { start: 2, end: 5 },
];

describe('checks before sending', () => {
  it('find a file named twice, or a unique value given twice, in different batches', () => {
    const rows = [
      ['a', 'N-1', '1,5', 'x'],
      ['b', 'N-2', '2', 'x'],
      ['a', ' N-1 ', '1,50', 'x'],
      ['b', 'N-3', '', 'x'],
      ['', '', '2,0', 'x'],
    ];
    expect(localProblems(rows, rowNumbers, columns, elements, 'id', twoBatches, name)).toEqual([
      {
        row: 4,
        target: null,
        code: 'duplicateInImport',
        message: 'Die Zeile nennt dieselbe Datei wie Zeile 2.',
      },
      { row: 4, target: 'nr', code: 'unique', message: '„Nummer“ hat denselben Wert wie in Zeile 2.' },
      { row: 4, target: 'size', code: 'unique', message: '„Größe“ hat denselben Wert wie in Zeile 2.' },
      {
        row: 5,
        target: null,
        code: 'duplicateInImport',
        message: 'Die Zeile nennt dieselbe Datei wie Zeile 3.',
      },
      { row: 7, target: 'size', code: 'unique', message: '„Größe“ hat denselben Wert wie in Zeile 3.' },
    ]);
  });

  it('leave doubles within a batch to the server, and match by a unique element instead of the id', () => {
    const rows = [
      ['a', 'N-1', '', ''],
      ['a', 'N-1', '', ''],
      ['c', 'N-1', '', ''],
    ];
    const batches = [
      { start: 0, end: 2 },
      { start: 2, end: 3 },
    ];
    expect(localProblems(rows, [2, 3, 4], columns, elements, 'nr', batches, name)).toEqual([
      {
        row: 4,
        target: null,
        code: 'duplicateInImport',
        message: 'Die Zeile nennt dieselbe Datei wie Zeile 2.',
      },
    ]);
  });

  it('find cells longer than the API takes, and a dry run sends them cut', () => {
    const long = 'x'.repeat(MAX_CELL + 1);
    expect(
      localProblems([['a', '', '', long]], [2], columns, elements, 'id', [{ start: 0, end: 1 }], name),
    ).toEqual([
      {
        row: 2,
        target: 'note',
        code: 'cellTooLong',
        message: 'Notiz: Die Zelle ist länger als 100.000 Zeichen.',
      },
    ]);
    expect(checkedCell(long)).toHaveLength(MAX_CELL);
    expect(checkedCell('kurz')).toBe('kurz');
  });
});
