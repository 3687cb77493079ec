import { describe, expect, it, vi } from 'vitest';
import { schemaElement } from '../../../domain/schema/element-fixtures';
import { schemaElements } from './stored-data';

describe('schemaElements', () => {
  it('reads the elements of one schema answer once, and those of a new answer anew', () => {
    const answer = [schemaElement('title', 'Input', 'Titel', 0)];
    const read = schemaElements(answer);
    expect(read.map((element) => element.label)).toEqual(['Titel']);
    expect(schemaElements(answer)).toBe(read);

    const reloaded = [schemaElement('title', 'Input', 'Überschrift', 0)];
    expect(schemaElements(reloaded).map((element) => element.label)).toEqual(['Überschrift']);
  });

  it('shows no fields for elements that break the schema rules', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(schemaElements([{ elementId: 'x', componentId: 'Unbekannt' }])).toEqual([]);
    expect(schemaElements('kein Schema')).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
