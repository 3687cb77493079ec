import { describe, expect, it } from 'vitest';
import { element, group, topLevel } from '../schema/element-fixtures';
import {
  compareFileStates,
  compareSchemaStates,
  restoreFileFields,
  restoreSchemaFields,
} from './revision-compare';
import { type FileState, fileChange, schemaChange, schemaState } from './revision-state';
import { describeFileChange, describeSchemaChange } from './revision-summary';

const VALUE = 'props.model.model-value';
const file = (label: string, values: Record<string, unknown>, related: string[] = []): FileState => ({
  label,
  data: Object.entries(values).map(([elementId, value]) => ({ elementId, [VALUE]: value })),
  related: related.map((fileId) => ({ fileId, elementId: null })),
});
const select = element('farbe', 'Select', {
  label: 'Farbe',
  props: {
    options: {
      options: [
        { id: 'r', label: 'Rot' },
        { id: 'g', label: 'Grün' },
      ],
    },
  },
});
const elements = topLevel([
  element('preis', 'Input', { label: 'Preis' }),
  group('g', [select, element('bild', 'Image', { label: 'Bild' })]),
]);
const labelOf = (fileId: string) => ({ a: 'Anhang A', b: 'Anhang B' })[fileId] ?? fileId;

describe('describeFileChange', () => {
  it('tells each field in words, in the schema’s order, with the label first and related files last', () => {
    const change = fileChange(
      file('Alt', { farbe: 'r', preis: '2.499,95', weg: 'x' }, ['a']),
      file('Neu', { preis: '2.299,00', farbe: 'g' }, ['b', 'a']),
    );
    expect(describeFileChange(elements, change, labelOf)).toEqual([
      { key: 'label', label: null, kind: 'CHANGED', before: 'Alt', after: 'Neu' },
      { key: 'preis', label: 'Preis', kind: 'CHANGED', before: '2.499,95', after: '2.299,00' },
      { key: 'farbe', label: 'Farbe', kind: 'CHANGED', before: 'Rot', after: 'Grün' },
      { key: 'weg', label: null, kind: 'REMOVED', before: 'x', after: '' },
      { key: 'relatedFiles', label: null, kind: 'CHANGED', before: 'Anhang A', after: 'Anhang B, Anhang A' },
    ]);
  });
});

describe('describeSchemaChange', () => {
  it('tells elements added, removed, changed and moved', () => {
    const before = schemaState('S', topLevel([element('a'), element('b'), element('c')]));
    const after = schemaState(
      'S',
      topLevel([element('b'), element('a', 'Input', { label: 'A!' }), element('d')]),
    );
    expect(describeSchemaChange(schemaChange(before, after))).toEqual([
      { key: 'b', label: 'b', kind: 'MOVED', before: '2', after: '1' },
      { key: 'a', label: 'A!', kind: 'CHANGED', before: 'a', after: 'A!' },
      { key: 'd', label: 'd', kind: 'ADDED', before: '', after: 'd' },
      { key: 'c', label: 'c', kind: 'REMOVED', before: 'c', after: '' },
    ]);
  });
});

describe('compareFileStates', () => {
  it('sets the revision beside the file now: label, valued elements, orphans, related files', () => {
    const rows = compareFileStates(
      elements,
      file('Alt', { preis: '1', alt: 'weg' }, ['a']),
      file('Neu', { preis: '1', farbe: 'r' }, ['a']),
      labelOf,
    );
    expect(rows.map((row) => [row.key, row.changed, row.revision, row.current, row.orphaned])).toEqual([
      ['label', true, 'Alt', 'Neu', false],
      ['preis', false, '1', '1', false],
      ['farbe', true, '', 'Rot', false],
      ['bild', false, '', '', false],
      ['alt', true, 'weg', '', true],
      ['relatedFiles', false, 'Anhang A', 'Anhang A', false],
    ]);
  });

  it('marks nothing changed for a deleted file', () => {
    expect(
      compareFileStates(elements, file('A', { preis: '1' }), null, labelOf).some((row) => row.changed),
    ).toBe(false);
  });
});

describe('restoreFileFields', () => {
  const known = new Set(['preis', 'farbe', 'bild']);
  const revision = file('Alt', { preis: '1', alt: 'x' }, ['a']);
  const current = file('Neu', { preis: '2', farbe: 'g' }, ['b']);

  it('restores everything: label, values (taking out those the revision lacked), related files', () => {
    expect(restoreFileFields(revision, current, null, known)).toEqual({
      ok: true,
      state: file('Alt', { preis: '1', alt: 'x' }, ['a']),
      orphaned: ['alt'],
    });
  });

  it('restores only the fields named', () => {
    const result = restoreFileFields(revision, current, ['preis', 'farbe'], known);
    expect(result).toEqual({ ok: true, state: file('Neu', { preis: '1' }, ['b']), orphaned: [] });
  });

  it('names fields it does not know', () => {
    expect(restoreFileFields(revision, current, ['nirgends'], known)).toEqual({
      ok: false,
      unknown: ['nirgends'],
    });
  });
});

describe('restoreSchemaFields', () => {
  const revision = schemaState('Alt', topLevel([element('a'), group('g', [element('c')]), element('b')]));
  const current = schemaState(
    'Neu',
    topLevel([element('a', 'Input', { label: 'A2' }), element('b'), element('d')]),
  );

  it('restores the whole revision', () => {
    expect(restoreSchemaFields(revision, current, null)).toEqual({ ok: true, state: revision });
  });

  it('puts a removed element back at its place, with what it held, and renumbers its siblings', () => {
    const result = restoreSchemaFields(revision, current, ['g', 'c']);
    if (!result.ok) throw new Error('refused');
    const places = result.state.elements.map((item) => [item.elementId, item.parentId, item.position]);
    expect(places).toEqual([
      ['a', '0', 0],
      ['b', '0', 2],
      ['d', '0', 3],
      ['g', '0', 1],
      ['c', 'g', 0],
    ]);
  });

  it('takes out an element the revision did not have, with its children', () => {
    const result = restoreSchemaFields(current, revision, ['g']);
    expect(result.ok && result.state.elements.map((item) => item.elementId)).toEqual(['a', 'b']);
  });

  it('names elements neither side has', () => {
    expect(restoreSchemaFields(revision, current, ['zz'])).toEqual({ ok: false, unknown: ['zz'] });
  });

  it('compares element by element', () => {
    const rows = compareSchemaStates(revision, current);
    expect(rows.map((row) => [row.key, row.changed])).toEqual([
      ['label', true],
      ['a', true],
      ['b', true],
      ['d', true],
      ['g', true],
      ['c', true],
    ]);
  });
});
