import { describe, expect, it } from 'vitest';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../../../domain/file/types';
import { element, group, topLevel } from '../../../domain/schema/element-fixtures';
import { dataOutsideForm, valueFits } from './value-fit';

const entry = (elementId: string, value: unknown): FileDataEntry => ({ elementId, [MODEL_VALUE_KEY]: value });
const richText = { root: { type: 'root', children: [] } };

describe('valueFits', () => {
  it('accepts the shapes each field edits and an empty value everywhere', () => {
    expect(valueFits('Input', 'text')).toBe(true);
    expect(valueFits('Input', 42)).toBe(true);
    expect(valueFits('Select', 'opt-1')).toBe(true);
    expect(valueFits('Select', ['opt-1', 'opt-2'])).toBe(true);
    expect(valueFits('Table', [{ name: 'a' }])).toBe(true);
    expect(valueFits('Image', 'image-id')).toBe(true);
    expect(valueFits('WYSIWYG', richText)).toBe(true);
    expect(valueFits('WYSIWYG', JSON.stringify(richText))).toBe(true);
    for (const component of ['Input', 'Select', 'Table', 'Image', 'WYSIWYG', 'Relationship'] as const) {
      expect(valueFits(component, null)).toBe(true);
    }
  });

  it('refuses a value left over from another type', () => {
    expect(valueFits('Input', [{ name: 'a' }])).toBe(false);
    expect(valueFits('Select', [{ id: 'opt-1' }])).toBe(false);
    expect(valueFits('Table', 'text')).toBe(false);
    expect(valueFits('Table', ['text'])).toBe(false);
    expect(valueFits('Image', richText)).toBe(false);
    expect(valueFits('WYSIWYG', 'plain text')).toBe(false);
    expect(valueFits('Relationship', 'text')).toBe(false);
  });
});

describe('dataOutsideForm', () => {
  it('lists removed elements, Groups and values whose element changed type, in stored order', () => {
    const elements = topLevel([
      element('name'),
      element('rows', 'Table'),
      group('address', [element('city')]),
    ]);
    const data = [
      entry('gone', 'old'),
      entry('name', 'Ada'),
      entry('rows', 'was an input'),
      entry('city', 'Berlin'),
      entry('address', 'was an input too'),
    ];
    expect(dataOutsideForm(data, elements).map((stored) => stored.elementId)).toEqual([
      'gone',
      'rows',
      'address',
    ]);
  });
});
