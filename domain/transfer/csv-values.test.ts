import { describe, expect, it } from 'vitest';
import { element, group, topLevel } from '../schema/element-fixtures';
import { csvColumns, csvValue, safeCell } from './csv-values';

const VALUE = 'props.model.model-value';

describe('CSV values', () => {
  it('has a column per element that holds a value, with repeated labels told apart', () => {
    const elements = topLevel([
      element('a', 'Input', { label: 'Name' }),
      group('g', [element('b', 'Input', { label: 'Name' })]),
    ]);
    expect(csvColumns(elements).map((column) => column.header)).toEqual(['Name (a)', 'Name (b)']);
  });

  it('writes values as the form shows them', () => {
    const number = element('p', 'Input', { props: { rules: { type: 'number', decimals: 2 } } });
    const date = element('d', 'Input', { props: { rules: { type: 'date' } } });
    const many = element('s', 'Select', {
      props: {
        options: {
          options: [
            { id: 'r', label: 'Rot' },
            { id: 'g', label: 'Grün' },
          ],
        },
        rules: { multiple: true },
      },
    });
    expect(csvValue(number, { elementId: 'p', [VALUE]: 2499.5 })).toBe('2.499,50');
    expect(csvValue(date, { elementId: 'd', [VALUE]: '2026-11-27' })).toBe('27.11.2026');
    expect(csvValue(many, { elementId: 's', [VALUE]: ['g', 'r'] })).toBe('Grün, Rot');
    expect(csvValue(element('t'), undefined)).toBe('');
  });

  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+49 30', "'+49 30"],
    ['-2+3', "'-2+3"],
    ['@user', "'@user"],
    ['\tx', "'\tx"],
    ['Haus', 'Haus'],
  ])('makes %j safe to open', (text, safe) => {
    expect(safeCell(text)).toBe(safe);
  });

  it('leaves a number of a number element as it is', () => {
    expect(safeCell('-3,00', true)).toBe('-3,00');
  });
});

describe('reading back what the export made safe', () => {
  it('drops the apostrophe before a formula character, and only there', async () => {
    const { fromSafeCell } = await import('./import-cells');
    expect(fromSafeCell(safeCell('=SUM(A1)'))).toBe('=SUM(A1)');
    expect(fromSafeCell("'Haus")).toBe("'Haus");
  });
});
