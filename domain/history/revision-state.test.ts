import { describe, expect, it } from 'vitest';
import { element, group, topLevel } from '../schema/element-fixtures';
import {
  applyFileChange,
  applySchemaChange,
  type FileState,
  fileChange,
  nestedElements,
  schemaChange,
  schemaState,
} from './revision-state';

const VALUE = 'props.model.model-value';
const file = (label: string, values: Record<string, string>, related: string[] = []): FileState => ({
  label,
  data: Object.entries(values).map(([elementId, value]) => ({ elementId, [VALUE]: value })),
  related: related.map((fileId) => ({ fileId, elementId: null })),
});

describe('fileChange', () => {
  it('is empty when nothing changed', () => {
    expect(fileChange(file('A', { x: '1' }, ['r']), file('A', { x: '1' }, ['r']))).toEqual({});
  });

  it('holds the label and related files whole and the data by element', () => {
    const change = fileChange(
      file('A', { x: '1', y: '2' }, ['r']),
      file('B', { x: '3', y: '2' }, ['s', 'r']),
    );
    expect(change.label).toEqual(['A', 'B']);
    expect(change.data).toEqual({
      set: [{ elementId: 'x', [VALUE]: '3' }],
      was: [{ elementId: 'x', [VALUE]: '1' }],
    });
    expect(change.related?.[1].map((item) => item.fileId)).toEqual(['s', 'r']);
  });

  it('rebuilds the state after from the state before', () => {
    const before = file('A', { x: '1', y: '2', z: '3' }, ['r']);
    const after = file('B', { z: '9', x: '1', w: '4' }, []);
    expect(applyFileChange(before, fileChange(before, after))).toEqual(after);
  });
});

describe('schema states', () => {
  const elements = topLevel([element('a'), group('g', [element('c')])]);

  it('keeps elements flat, depth-first, and nests them again', () => {
    const state = schemaState('S', elements);
    expect(state.elements.map((item) => item.elementId)).toEqual(['a', 'g', 'c']);
    expect(state.elements.every((item) => !('children' in item))).toBe(true);
    expect(nestedElements(state.elements)).toEqual(elements);
  });

  it('rebuilds the schema after a change from the schema before', () => {
    const before = schemaState('S', elements);
    const after = schemaState('T', [elements[1] as (typeof elements)[number]]);
    const change = schemaChange(before, after);
    expect(change.label).toEqual(['S', 'T']);
    expect(applySchemaChange(before, change)).toEqual(after);
  });
});
