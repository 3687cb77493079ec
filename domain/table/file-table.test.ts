import { describe, expect, it } from 'vitest';
import { type FileDataEntry, MODEL_VALUE_KEY, PREFIX_KEY } from '../file/types';
import { element, group, topLevel } from '../schema/element-fixtures';
import { CELL_TEXT_LIMIT, tableColumns, tableValues } from './file-table';

const entry = (elementId: string, value: unknown, extra: Partial<FileDataEntry> = {}): FileDataEntry => ({
  elementId,
  [MODEL_VALUE_KEY]: value,
  ...extra,
});

const elements = topLevel([
  element('price', 'Input', { label: 'Preis' }),
  element('colour', 'Select', {
    label: 'Farbe',
    props: { options: { options: [{ id: 'r', label: 'Rot' }] } },
  }),
  group('address', [element('street', 'Input'), element('city', 'Input')], { label: 'Adresse' }),
  element('photo', 'Image', { label: 'Foto' }),
  element('links', 'Relationship', { label: 'Verweise' }),
]);

describe('tableColumns', () => {
  it('gives one column per top-level element in order, with its kind and a Select’s options', () => {
    expect(tableColumns(elements)).toEqual([
      { elementId: 'price', label: 'Preis', kind: 'text', options: [] },
      { elementId: 'colour', label: 'Farbe', kind: 'select', options: ['Rot'] },
      { elementId: 'address', label: 'Adresse', kind: 'text', options: [] },
      { elementId: 'photo', label: 'Foto', kind: 'image', options: [] },
      { elementId: 'links', label: 'Verweise', kind: 'relationship', options: [] },
    ]);
  });

  it('orders by position, not by the order stored', () => {
    const [first, second] = topLevel([element('a'), element('b')]);
    expect(tableColumns([second, first] as never).map((column) => column.elementId)).toEqual(['a', 'b']);
  });
});

describe('tableValues', () => {
  it('gives each top-level value in words: a Group’s joined, an Image’s id, prefixes kept', () => {
    const data = [
      entry('price', '12', { [PREFIX_KEY]: 'ca.' }),
      entry('colour', 'r'),
      entry('street', 'Hauptstraße 5'),
      entry('city', 'Berlin'),
      entry('photo', 'image-7'),
      entry('links', ['x']),
    ];
    expect(tableValues(elements, data)).toEqual([
      { elementId: 'price', text: 'ca. 12' },
      { elementId: 'colour', text: 'Rot' },
      { elementId: 'address', text: 'Hauptstraße 5 · Berlin' },
      { elementId: 'photo', text: 'image-7' },
    ]);
  });

  it('leaves out empty values, joins lines, and cuts long ones', () => {
    const data = [entry('price', ''), entry('street', 'a\nb'), entry('photo', 42)];
    expect(tableValues(elements, data)).toEqual([{ elementId: 'address', text: 'a b' }]);
    const long = tableValues(elements, [entry('price', 'x'.repeat(CELL_TEXT_LIMIT + 10))]);
    expect(long[0]?.text).toHaveLength(CELL_TEXT_LIMIT);
  });
});
