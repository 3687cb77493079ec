import { describe, expect, it } from 'vitest';
import { element, group, topLevel } from '../schema/element-fixtures';
import {
  elementTargets,
  mappedColumns,
  mappingProblems,
  matchByElements,
  matchHeaders,
  projectRows,
  unimportableHeaders,
} from './column-mapping';

const elements = topLevel([
  element('nr', 'Input', { label: 'Nummer', props: { rules: { unique: true } } }),
  element('price', 'Input', { label: 'Preis', props: { rules: { type: 'number' } } }),
  group('details', [
    element('colour', 'Select', { label: 'Farbe' }),
    element('note', 'Input', { label: 'Notiz' }),
    element('note2', 'Input', { label: 'Notiz' }),
  ]),
  element('photo', 'Image', { label: 'Foto' }),
  element('parts', 'Relationship', { label: 'Teile' }),
]);

describe('the targets of a schema', () => {
  it("are its importable elements, flattened out of groups, named as Alloy's export heads them", () => {
    expect(elementTargets(elements)).toEqual([
      { elementId: 'nr', header: 'Nummer' },
      { elementId: 'price', header: 'Preis' },
      { elementId: 'colour', header: 'Farbe' },
      { elementId: 'note', header: 'Notiz (note)' },
      { elementId: 'note2', header: 'Notiz (note2)' },
    ]);
  });

  it('offers the Inputs with unique values to match by', () => {
    expect(matchByElements(elements)).toEqual([{ elementId: 'nr', header: 'Nummer' }]);
  });
});

describe('matching headers', () => {
  it("maps Alloy's own export completely", () => {
    const headers = [
      'ID',
      'Bezeichnung',
      'Nummer',
      'Preis',
      'Farbe',
      'Notiz (note)',
      'Notiz (note2)',
      'Foto',
      'Teile',
    ];
    expect(matchHeaders(headers, elements)).toEqual([
      'id',
      'label',
      'nr',
      'price',
      'colour',
      'note',
      'note2',
      null,
      null,
    ]);
  });

  it('matches labels and element ids, case and spaces aside, each target once', () => {
    expect(
      matchHeaders(
        ['  preis ', 'NR', 'notiz', 'Notiz', 'Notiz', 'label', 'id', 'ID', '', 'Sonstiges'],
        elements,
      ),
    ).toEqual(['price', 'nr', 'note', 'note2', null, 'label', 'id', null, null, null]);
  });

  it('names the columns of elements no cell can fill', () => {
    expect([...unimportableHeaders(['Foto', 'teile', 'Preis', 'photo'], elements)]).toEqual([0, 1, 3]);
  });
});

describe('checking a mapping', () => {
  it('wants a mapped column, each target once, and the match column mapped', () => {
    expect(mappingProblems([null, null], 'id')).toEqual([{ kind: 'nothingMapped' }]);
    expect(mappingProblems(['price', 'price', 'label', 'label', 'label'], 'id')).toEqual([
      { kind: 'duplicate', target: 'price' },
      { kind: 'duplicate', target: 'label' },
    ]);
    expect(mappingProblems(['label', null], 'nr')).toEqual([{ kind: 'matchByUnmapped', target: 'nr' }]);
    expect(mappingProblems(['label', 'nr'], 'nr')).toEqual([]);
    expect(mappingProblems(['label'], 'id')).toEqual([]);
  });

  it('sends only the mapped cells, in their order', () => {
    const columns = mappedColumns([null, 'price', null, 'label']);
    expect(columns).toEqual([
      { index: 1, target: 'price' },
      { index: 3, target: 'label' },
    ]);
    expect(projectRows([['x', '1', 'y', 'Sofa'], ['x']], columns)).toEqual([
      ['1', 'Sofa'],
      ['', ''],
    ]);
  });
});
