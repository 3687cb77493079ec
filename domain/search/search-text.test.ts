import { describe, expect, it } from 'vitest';
import { type FileDataEntry, MODEL_VALUE_KEY, SUFFIX_KEY } from '../file/types';
import { element, group, topLevel } from '../schema/element-fixtures';
import {
  fileSearchText,
  fileSearchValues,
  SEARCH_TEXT_LIMIT,
  schemaSearchText,
  searchShape,
  searchVocabulary,
} from './search-text';

const entry = (elementId: string, value: unknown, extra: Partial<FileDataEntry> = {}): FileDataEntry => ({
  elementId,
  [MODEL_VALUE_KEY]: value,
  ...extra,
});

const colour = element('colour', 'Select', {
  label: 'Farbe',
  props: { options: { options: [{ id: 'r', label: 'Rot' }] } },
});
const elements = topLevel([
  element('price', 'Input', { label: 'Preis' }),
  group('more', [colour, element('photo', 'Image'), element('links', 'Relationship')], { label: 'Mehr' }),
  element('note', 'WYSIWYG', { label: 'Notiz' }),
]);

describe('fileSearchValues', () => {
  it("gives every worded value in the schema's order with its element's label, nested ones too", () => {
    const data = [
      entry('note', {
        root: { type: 'root', children: [{ type: 'paragraph', children: [{ text: 'Hallo' }] }] },
      }),
      entry('colour', 'r'),
      entry('price', '2.499,95', { [SUFFIX_KEY]: '€' }),
      entry('photo', 'image-1'),
      entry('links', ['x']),
    ];
    expect(fileSearchValues(elements, data)).toEqual([
      { elementId: 'price', elementLabel: 'Preis', text: '2.499,95 €' },
      { elementId: 'colour', elementLabel: 'Farbe', text: 'Rot' },
      { elementId: 'note', elementLabel: 'Notiz', text: 'Hallo' },
    ]);
    expect(fileSearchText('Villa am See', elements, data)).toBe('Villa am See 2 499 95 Rot Hallo');
  });

  it('keeps the first 50,000 characters of long values', () => {
    const long = [entry('price', 'a'.repeat(40_000)), entry('note', 'b'.repeat(40_000))];
    const text = fileSearchText('L', elements, long);
    expect(text).toHaveLength(SEARCH_TEXT_LIMIT);
    expect(text.endsWith('b')).toBe(true);
  });

  it('leaves out empty values and values of elements the schema no longer has', () => {
    expect(fileSearchText('Leer', elements, [entry('price', '  '), entry('gone', 'alt')])).toBe('Leer');
  });
});

describe('schemaSearchText', () => {
  it('gives the label and every element label, nested ones too, as words', () => {
    expect(schemaSearchText('Objekt (neu)', elements)).toBe('Objekt neu Preis Mehr Farbe photo links Notiz');
  });
});

describe('searchVocabulary', () => {
  it('gives the distinct words of 3 to 40 characters, lower case', () => {
    expect(searchVocabulary(`Haus am See HAUS ab 123 ${'x'.repeat(41)} Wärmepumpe`)).toEqual([
      'haus',
      'see',
      '123',
      'wärmepumpe',
    ]);
  });
});

describe('searchShape', () => {
  it("changes with an option's label, not with an element's label", () => {
    const renamed = topLevel([element('price', 'Input', { label: 'Kosten' }), ...elements.slice(1)]);
    expect(searchShape(renamed)).toBe(searchShape(elements));
    const relabelled = topLevel([
      ...elements.slice(0, 1),
      group('more', [{ ...colour, props: { options: { options: [{ id: 'r', label: 'Rötlich' }] } } }]),
      ...elements.slice(2),
    ]);
    expect(searchShape(relabelled)).not.toBe(searchShape(elements));
  });
});
