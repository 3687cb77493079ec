import { describe, expect, it } from 'vitest';
import { element, group, topLevel } from '../schema/element-fixtures';
import type { ElementProps } from '../schema/types';
import { composeLabel, entriesOutsideSchema, mergeFileData, modelValueOf } from './file-data-ops';
import type { FileDataEntry } from './types';

const value = (
  elementId: string,
  modelValue: unknown,
  extra: Partial<FileDataEntry> = {},
): FileDataEntry => ({
  elementId,
  'props.model.model-value': modelValue,
  ...extra,
});

describe('mergeFileData', () => {
  it('replaces the model value of an existing entry and keeps the order', () => {
    const existing = [value('a', 1), value('b', 2), value('c', 3)];
    expect(mergeFileData(existing, [value('b', 20)])).toEqual([value('a', 1), value('b', 20), value('c', 3)]);
  });

  it('replaces prefix and suffix only when the update carries them', () => {
    const existing = [value('w', 5, { 'props.content.prefix': 'ca.', 'props.content.suffix': 'kg' })];
    expect(mergeFileData(existing, [value('w', 6)])).toEqual([
      value('w', 6, { 'props.content.prefix': 'ca.', 'props.content.suffix': 'kg' }),
    ]);
    expect(mergeFileData(existing, [value('w', 6, { 'props.content.suffix': 'g' })])).toEqual([
      value('w', 6, { 'props.content.prefix': 'ca.', 'props.content.suffix': 'g' }),
    ]);
  });

  it('appends an update for an element without an entry', () => {
    expect(mergeFileData([value('a', 1)], [value('new', 'x', { 'props.content.prefix': 'p' })])).toEqual([
      value('a', 1),
      value('new', 'x', { 'props.content.prefix': 'p' }),
    ]);
    expect(mergeFileData([], [value('a', 1)])).toEqual([value('a', 1)]);
  });

  it('applies several updates to the same element in turn', () => {
    expect(mergeFileData([], [value('a', 1), value('a', 2, { 'props.content.suffix': 's' })])).toEqual([
      value('a', 2, { 'props.content.suffix': 's' }),
    ]);
  });

  it('stores any JSON value, including null and objects', () => {
    const rows = [{ col: 'x' }];
    expect(mergeFileData([value('t', null)], [value('t', rows)])).toEqual([value('t', rows)]);
    expect(mergeFileData([value('t', rows)], [value('t', null)])).toEqual([value('t', null)]);
  });

  it('keeps everything for no updates and leaves its inputs unchanged', () => {
    const existing = [value('a', 1)];
    const updates = [value('a', 2), value('b', 3)];
    const before = structuredClone({ existing, updates });
    expect(mergeFileData(existing, [])).toEqual(existing);
    const merged = mergeFileData(existing, updates);
    expect({ existing, updates }).toEqual(before);
    expect(merged[1]).not.toBe(updates[1]);
  });
});

describe('entriesOutsideSchema', () => {
  const elements = topLevel([
    element('name'),
    group('address', [element('street'), group('geo', [element('lat')])]),
  ]);

  it('returns data whose element is gone, at any depth', () => {
    const data = [value('name', 'A'), value('lat', 1), value('removed', 'x'), value('street', 's')];
    expect(entriesOutsideSchema(data, elements)).toEqual([value('removed', 'x')]);
  });

  it('returns data whose element became a Group', () => {
    expect(entriesOutsideSchema([value('geo', 'old'), value('name', 'A')], elements)).toEqual([
      value('geo', 'old'),
    ]);
  });

  it('returns all data for an empty schema and nothing for no data', () => {
    expect(entriesOutsideSchema([value('a', 1)], [])).toEqual([value('a', 1)]);
    expect(entriesOutsideSchema([], elements)).toEqual([]);
  });
});

describe('modelValueOf', () => {
  it('reads the stored value of an element', () => {
    const data = [value('a', 'x'), value('b', false)];
    expect(modelValueOf(data, 'b')).toBe(false);
    expect(modelValueOf(data, 'missing')).toBeUndefined();
    expect(modelValueOf([], 'a')).toBeUndefined();
  });
});

describe('composeLabel', () => {
  const labelInput = (elementId: string, labelPosition?: number, props: ElementProps = {}) =>
    element(elementId, 'Input', {
      props: { ...props, _behavior: { labelDependency: { editsLabel: true, labelPosition } } },
    });

  it('joins the flagged Inputs with a space in labelPosition order', () => {
    const elements = topLevel([labelInput('last', 2), element('other'), labelInput('first', 1)]);
    const data = [value('first', 'Ada'), value('last', 'Lovelace'), value('other', 'ignored')];
    expect(composeLabel(elements, data)).toBe('Ada Lovelace');
  });

  it('includes flagged Inputs inside Groups and puts unpositioned ones last', () => {
    const elements = topLevel([labelInput('tail'), group('g', [labelInput('head', 0)])]);
    expect(composeLabel(elements, [value('tail', 'B'), value('head', 'A')])).toBe('A B');
  });

  it('uses the default value while an Input has no data, and skips empty values', () => {
    const elements = topLevel([
      labelInput('a', 1, { model: { modelValue: 'Default' } }),
      labelInput('b', 2),
      labelInput('c', 3),
      labelInput('d', 4),
    ]);
    expect(composeLabel(elements, [value('b', '  '), value('c', 42)])).toBe('Default 42');
  });

  it('ignores elements that are not Inputs or not flagged', () => {
    const select = element('s', 'Select', {
      props: { _behavior: { labelDependency: { editsLabel: true, labelPosition: 0 } } },
    });
    const unflagged = element('u', 'Input', {
      props: { _behavior: { labelDependency: { editsLabel: false } } },
    });
    expect(composeLabel(topLevel([select, unflagged]), [value('s', 'x'), value('u', 'y')])).toBeNull();
    expect(composeLabel([], [])).toBeNull();
  });

  it('gives an empty label when the flagged Inputs are all empty', () => {
    expect(composeLabel([labelInput('a', 1)], [])).toBe('');
  });
});
