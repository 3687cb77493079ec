import { describe, expect, it } from 'vitest';
import { changeLine, fieldName, operationText } from './change-text';

const change = (overrides: Partial<Parameters<typeof changeLine>[0]>) => ({
  key: 'price',
  label: 'Preis',
  kind: 'CHANGED' as const,
  before: '2.499,95',
  after: '2.299,00',
  ...overrides,
});

describe('fieldName', () => {
  it('names elements by label, and the label, related files and orphaned values in words', () => {
    expect(fieldName({ key: 'price', label: 'Preis' })).toBe('Preis');
    expect(fieldName({ key: 'label', label: null })).toBe('Bezeichnung');
    expect(fieldName({ key: 'relatedFiles', label: null })).toBe('Verknüpfte Dateien');
    expect(fieldName({ key: 'alt', label: null })).toBe('alt (nicht mehr im Schema)');
  });
});

describe('changeLine', () => {
  it('tells a file’s value before and after, empty ones and lines in one line', () => {
    expect(changeLine(change({}), 'FILE')).toBe('Preis: 2.499,95 → 2.299,00');
    expect(changeLine(change({ kind: 'ADDED', before: '', after: 'a\nb' }), 'FILE')).toBe(
      'Preis: (leer) → a / b',
    );
    expect(changeLine(change({ kind: 'REMOVED', after: '' }), 'FILE')).toBe('Preis: 2.499,95 → (leer)');
  });

  it('tells a schema’s elements added, removed, renamed, changed and moved', () => {
    expect(changeLine(change({ kind: 'ADDED', before: '', after: 'Preis' }), 'SCHEMA')).toBe(
      'Preis hinzugefügt',
    );
    expect(changeLine(change({ kind: 'REMOVED', after: '' }), 'SCHEMA')).toBe('Preis entfernt');
    expect(changeLine(change({ before: 'Kosten', after: 'Preis' }), 'SCHEMA')).toBe('Preis: Kosten → Preis');
    expect(changeLine(change({ before: 'Preis', after: 'Preis' }), 'SCHEMA')).toBe('Preis geändert');
    expect(changeLine(change({ kind: 'MOVED', before: '1', after: '3' }), 'SCHEMA')).toBe(
      'Preis verschoben: Position 1 → 3',
    );
    expect(changeLine(change({ key: 'label', label: null, before: 'A', after: 'B' }), 'SCHEMA')).toBe(
      'Bezeichnung: A → B',
    );
  });
});

describe('operationText', () => {
  it.each([
    ['created', 'Angelegt'],
    ['baseline', 'Stand bei Beginn des Verlaufs'],
    ['restoreRevision', 'Version wiederhergestellt'],
    ['updateFile', 'Geändert'],
  ])('%s reads %s', (operation, text) => {
    expect(operationText(operation)).toBe(text);
  });
});
