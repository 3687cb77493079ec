import { describe, expect, it } from 'vitest';
import { moreChangesText, placeText, type TreeEntryChange, treeChangeText } from './tree-change-text';

const place = (parentId: string | null, parentName: string | null, position = 1, name = 'Kiste') => ({
  parentId,
  parentName,
  position,
  name,
});

const change = (kind: TreeEntryChange['kind'], rest: Partial<TreeEntryChange> = {}): TreeEntryChange => ({
  kind,
  entryId: 'e1',
  fileId: null,
  name: 'Kiste',
  from: null,
  to: null,
  canPutBack: false,
  ...rest,
});

describe('the sentences of the change list', () => {
  it('names a parent by its name now, the top level as such, and a parent gone from the tree by its id', () => {
    expect(placeText(place('inbox', 'Eingang'))).toBe('Eingang');
    expect(placeText(place(null, null))).toBe('Oberste Ebene');
    expect(placeText(place('gone-1', null))).toBe('gone-1');
  });

  it('tells a move from one folder to another, to and from the top level', () => {
    expect(
      treeChangeText(change('MOVED', { from: place('inbox', 'Eingang'), to: place('archive', 'Archiv') })),
    ).toBe('„Kiste“ verschoben: Eingang → Archiv');
    expect(treeChangeText(change('MOVED', { from: place(null, null), to: place('gone', null) }))).toBe(
      '„Kiste“ verschoben: Oberste Ebene → gone',
    );
  });

  it('tells a move within its folder by the places', () => {
    expect(
      treeChangeText(
        change('MOVED', { from: place('inbox', 'Eingang', 3), to: place('inbox', 'Eingang', 1) }),
      ),
    ).toBe('„Kiste“ umsortiert in Eingang: Stelle 3 → Stelle 1');
  });

  it('tells a rename with both names', () => {
    expect(
      treeChangeText(
        change('RENAMED', {
          name: 'Neu',
          from: place(null, null, 1, 'Alt'),
          to: place(null, null, 1, 'Neu'),
        }),
      ),
    ).toBe('„Neu“ umbenannt: „Alt“ → „Neu“');
  });

  it('tells where an entry was created', () => {
    expect(treeChangeText(change('CREATED', { to: place('archive', 'Archiv') }))).toBe(
      '„Kiste“ angelegt in Archiv',
    );
    expect(treeChangeText(change('CREATED', { to: place(null, null) }))).toBe(
      '„Kiste“ angelegt auf der obersten Ebene',
    );
  });

  it('tells the way into and out of the bin and out of the tree', () => {
    expect(treeChangeText(change('BINNED'))).toBe('„Kiste“ in den Papierkorb verschoben');
    expect(treeChangeText(change('RESTORED'))).toBe('„Kiste“ wiederhergestellt');
    expect(treeChangeText(change('REMOVED'))).toBe('„Kiste“ entfernt');
    expect(treeChangeText(change('DELETED'))).toBe('„Kiste“ endgültig gelöscht');
  });

  it('counts the changes beyond those listed', () => {
    expect(moreChangesText(1)).toBe('und 1 weitere Änderung');
    expect(moreChangesText(1234)).toBe('und 1.234 weitere Änderungen');
  });
});
