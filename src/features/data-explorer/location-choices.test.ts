import { describe, expect, it } from 'vitest';
import { chain, file, folder, linked, outline } from '../../../domain/directory/tree-fixtures';
import { locationChoices, locationPath, TOP_LEVEL_ID } from './location-choices';

describe('location choices', () => {
  it('offers the top level first, then only folders', () => {
    const directory = linked([
      folder('reports', [file('q1'), folder('archive', [file('old')])]),
      file('notes'),
      folder('letters'),
    ]);
    const choices = locationChoices(directory, 'Oberste Ebene');
    expect(outline(choices)).toEqual([TOP_LEVEL_ID, { reports: ['archive'] }, 'letters']);
    expect(choices[0]).toMatchObject({ name: 'Oberste Ebene', position: 1 });
    expect(choices.map((choice) => choice.position)).toEqual([1, 2, 3]);
  });

  it('leaves out folders at the deepest level, where a file could not go', () => {
    const choices = locationChoices(chain(6), 'Oberste Ebene');
    const ids = (items: typeof choices): string[] =>
      items.flatMap((item) => [item.id, ...ids(item.children)]);
    expect(ids(choices)).toContain('level-5');
    expect(ids(choices)).not.toContain('level-6');
  });

  it('names the path down to a chosen folder', () => {
    const choices = locationChoices(
      linked([folder('reports', [folder('archive', [], { name: 'Archiv' })], { name: 'Berichte' })]),
      'Oberste Ebene',
    );
    expect(locationPath(choices, 'archive')).toEqual(['Berichte', 'Archiv']);
    expect(locationPath(choices, TOP_LEVEL_ID)).toEqual(['Oberste Ebene']);
    expect(locationPath(choices, 'missing')).toEqual([]);
  });
});
