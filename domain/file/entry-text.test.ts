import { describe, expect, it } from 'vitest';
import { element } from '../schema/element-fixtures';
import { entryText } from './entry-text';
import { type FileDataEntry, MODEL_VALUE_KEY, PREFIX_KEY, SUFFIX_KEY } from './types';

const entry = (elementId: string, value: unknown, extra: Partial<FileDataEntry> = {}): FileDataEntry => ({
  elementId,
  [MODEL_VALUE_KEY]: value,
  ...extra,
});

describe('entryText', () => {
  it('shows an Input with its prefix and suffix, and nothing for no value', () => {
    const input = element('price');
    expect(entryText(input, entry('price', '2.499,95', { [PREFIX_KEY]: 'ab', [SUFFIX_KEY]: '€' }))).toBe(
      'ab 2.499,95 €',
    );
    expect(entryText(input, entry('price', ''))).toBe('');
    expect(entryText(input, undefined)).toBe('');
  });

  it("shows a Select's option label, or the stored id of an option the schema no longer lists", () => {
    const select = element('colour', 'Select', {
      props: { options: { options: [{ id: 'r', label: 'Rot' }] } },
    });
    expect(entryText(select, entry('colour', 'r'))).toBe('Rot');
    expect(entryText(select, entry('colour', 'gone'))).toBe('gone');
  });

  it("shows a table's rows in column order", () => {
    const table = element('t', 'Table', {
      props: {
        columns: {
          columns: [
            { name: 'a', label: 'A', field: 'a' },
            { name: 'b', label: 'B', field: 'b' },
          ],
        },
      },
    });
    expect(entryText(table, entry('t', [{ b: '2', a: '1' }, { a: '3' }]))).toBe('1 | 2\n3 | ');
  });

  it('shows rich text as its plain text, one paragraph per line', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Hallo ' },
              { type: 'text', text: 'Welt' },
            ],
          },
          { type: 'paragraph', children: [{ type: 'text', text: 'Zweite Zeile' }] },
        ],
      },
    };
    expect(entryText(element('w', 'WYSIWYG'), entry('w', state))).toBe('Hallo Welt\nZweite Zeile');
    expect(entryText(element('w', 'WYSIWYG'), entry('w', JSON.stringify(state)))).toBe(
      'Hallo Welt\nZweite Zeile',
    );
  });
});
