import { describe, expect, it } from 'vitest';
import type { FlatEntry } from '../directory/types';
import { canPutBack, treeEntryChanges } from './tree-changes';

const entry = (id: string, parentId: string | null, position: number, name = id): FlatEntry => ({
  id,
  fileId: null,
  parentId,
  position,
  name,
  fixedNumberOfChildren: null,
  schemaOfChildren: null,
  client: 'c',
  schemaId: null,
  isLeaf: false,
  isVisible: true,
  ticked: false,
});

describe('treeEntryChanges', () => {
  it('tells a new entry created and a moved one moved, from where to where', () => {
    const changes = treeEntryChanges(
      [
        { before: null, after: entry('n', null, 2) },
        { before: entry('m', 'a', 1), after: entry('m', 'b', 3) },
      ],
      [],
    );
    expect(changes).toEqual([
      {
        kind: 'CREATED',
        entryId: 'n',
        fileId: null,
        name: 'n',
        to: { parentId: null, position: 2, name: 'n' },
      },
      {
        kind: 'MOVED',
        entryId: 'm',
        fileId: null,
        name: 'm',
        from: { parentId: 'a', position: 1, name: 'm' },
        to: { parentId: 'b', position: 3, name: 'm' },
      },
    ]);
  });

  it('tells a rename, and a move with a rename as both', () => {
    const kinds = treeEntryChanges(
      [{ before: entry('x', null, 1, 'Alt'), after: entry('x', 'p', 1, 'Neu') }],
      [],
    ).map((change) => change.kind);
    expect(kinds).toEqual(['MOVED', 'RENAMED']);
  });

  it('tells entries into the bin binned, out of it restored, and of a subtree only its top', () => {
    const binned = treeEntryChanges(
      [
        { before: entry('f', null, 1), after: null },
        { before: entry('g', 'f', 1), after: null },
      ],
      [
        { before: null, after: entry('f', 'bin', 1) },
        { before: null, after: entry('g', 'f', 1) },
      ],
    );
    expect(binned.map((change) => [change.kind, change.entryId])).toEqual([['BINNED', 'f']]);
    const restored = treeEntryChanges(
      [{ before: null, after: entry('f', null, 1) }],
      [{ before: entry('f', 'bin', 1), after: null }],
    );
    expect(restored.map((change) => change.kind)).toEqual(['RESTORED']);
  });

  it('tells entries gone from the directory alone removed, from the bin alone deleted', () => {
    expect(treeEntryChanges([{ before: entry('r', null, 1), after: null }], [])[0]?.kind).toBe('REMOVED');
    expect(treeEntryChanges([], [{ before: entry('d', 'bin', 1), after: null }])[0]?.kind).toBe('DELETED');
  });

  it('does not tell changes of visibility or ticks', () => {
    const hidden = { ...entry('v', null, 1), isVisible: false };
    expect(treeEntryChanges([{ before: entry('v', null, 1), after: hidden }], [])).toEqual([]);
  });

  it('puts back moves and renames only', () => {
    const [moved] = treeEntryChanges([{ before: entry('m', 'a', 1), after: entry('m', 'b', 1) }], []);
    const [created] = treeEntryChanges([{ before: null, after: entry('n', null, 1) }], []);
    expect([canPutBack(moved as never), canPutBack(created as never)]).toEqual([true, false]);
  });
});
