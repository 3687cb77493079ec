import { describe, expect, it } from 'vitest';
import { DomainInputError } from '../errors';
import type { TableColumn } from './file-table';
import { filterOpsOf, parseTableQuery, sortableBy, tableCursor } from './table-query';

const columns: TableColumn[] = [
  { elementId: 'model', label: 'Modell', kind: 'text', options: [] },
  { elementId: 'colour', label: 'Farbe', kind: 'select', options: ['Rot'] },
  { elementId: 'photo', label: 'Foto', kind: 'image', options: [] },
];

const parse = (input: Partial<Parameters<typeof parseTableQuery>[0]>) =>
  parseTableQuery({ first: 50, ...input }, columns);

const refusal = (input: Partial<Parameters<typeof parseTableQuery>[0]>) => {
  try {
    parse(input);
  } catch (error) {
    if (error instanceof DomainInputError) return error.path;
    throw error;
  }
  return null;
};

describe('parseTableQuery', () => {
  it('sorts by label ascending unless told, and keeps filters with their element and kind', () => {
    expect(parse({})).toEqual({
      filters: [],
      sort: { column: 'label', on: 'label', direction: 'ASC' },
      first: 50,
      after: null,
    });
    const query = parse({
      sort: { column: 'model', direction: 'DESC' },
      filter: [
        { column: 'colour', op: 'EQUALS', value: ' Rot ' },
        { column: 'photo', op: 'EMPTY', value: 'ignored' },
        { column: 'updatedAt', op: 'SINCE', value: '2026-11-27' },
      ],
    });
    expect(query.sort).toEqual({ column: 'model', on: 'element', direction: 'DESC' });
    expect(query.filters).toEqual([
      { on: 'element', elementId: 'colour', kind: 'select', op: 'EQUALS', value: 'Rot' },
      { on: 'element', elementId: 'photo', kind: 'image', op: 'EMPTY', value: null },
      { on: 'updatedAt', op: 'SINCE', value: '2026-11-27T00:00:00.000Z' },
    ]);
  });

  it('refuses what the table does not take, naming where', () => {
    expect(refusal({ filter: [{ column: 'nope', op: 'EMPTY' }] })).toBe('filter[0].column');
    expect(refusal({ filter: [{ column: 'photo', op: 'CONTAINS', value: 'x' }] })).toBe('filter[0].op');
    expect(refusal({ filter: [{ column: 'folders', op: 'EMPTY' }] })).toBe('filter[0].op');
    expect(refusal({ filter: [{ column: 'model', op: 'CONTAINS', value: '  ' }] })).toBe('filter[0].value');
    expect(refusal({ filter: [{ column: 'model', op: 'CONTAINS', value: 'x'.repeat(201) }] })).toBe(
      'filter[0].value',
    );
    expect(refusal({ filter: [{ column: 'updatedAt', op: 'SINCE', value: 'gestern' }] })).toBe(
      'filter[0].value',
    );
    expect(refusal({ filter: Array(21).fill({ column: 'photo', op: 'EMPTY' }) })).toBe('filter');
    expect(refusal({ sort: { column: 'photo' } })).toBe('sort.column');
    expect(refusal({ sort: { column: 'updatedBy' } })).toBe('sort.column');
    expect(refusal({ first: 0 })).toBe('first');
    expect(refusal({ first: 201 })).toBe('first');
    expect(refusal({ first: 1.5 })).toBe('first');
  });

  it('takes a cursor back only for the sort order it was made for', () => {
    const sort = parse({ sort: { column: 'model' } }).sort;
    const after = tableCursor(sort, { key: 'golf ii', id: 'f-1' });
    expect(parse({ sort: { column: 'model' }, after }).after).toEqual({ key: 'golf ii', id: 'f-1' });
    expect(
      parse({ sort: { column: 'model' }, after: tableCursor(sort, { key: null, id: 'ä' }) }).after,
    ).toEqual({
      key: null,
      id: 'ä',
    });
    expect(refusal({ sort: { column: 'model', direction: 'DESC' }, after })).toBe('after');
    expect(refusal({ sort: { column: 'label' }, after })).toBe('after');
    expect(refusal({ after: 'kein-cursor' })).toBe('after');
    expect(refusal({ after: tableCursor(sort, { key: 1, id: 2 } as never).slice(0, -2) })).toBe('after');
  });
});

describe('what a column takes', () => {
  it('filters and sorts by kind', () => {
    expect(filterOpsOf('image')).toEqual(['EMPTY', 'NOT_EMPTY']);
    expect(filterOpsOf('updatedAt')).toEqual(['SINCE']);
    expect(sortableBy('select')).toBe(true);
    expect(sortableBy('relationship')).toBe(false);
  });
});
