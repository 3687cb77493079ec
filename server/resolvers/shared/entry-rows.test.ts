import { describe, expect, it } from 'vitest';
import { MoveRefusedError, moveEntry } from '../../../domain/directory/move-entry';
import { file, folder, linked } from '../../../domain/directory/tree-fixtures';
import { addItem, moveToBin, restoreFromBin, setParents } from '../../../domain/directory/tree-ops';
import { flattenTree, nestEntries } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry } from '../../../domain/directory/types';
import { IndexedTree } from '../../repositories/indexed-tree';
import { orderRows, treeChanges } from '../../repositories/tree-rows';
import { addEntry, binEntry, moveEntryRows, parentsRows, restoreEntry } from './entry-rows';
import type { EntryRows } from './tree-set';

/** A nested tree as stored, ranked as a first write ranks it. */
function stored(items: DirectoryItem[]): IndexedTree {
  const entries = flattenTree(items);
  const { ranks } = treeChanges({ entries: [], ranks: new Map() }, entries);
  return IndexedTree.ordered(
    orderRows(entries.map((entry) => ({ entry, rank: ranks.get(entry.id) as string }))),
  );
}

/** Entries as a read answers them; a missing `restoreParentId` is stored as null. */
const asRead = (entries: FlatEntry[]) =>
  entries.map((entry) => ({ ...entry, restoreParentId: entry.restoreParentId ?? null }));

const changedBy = (tree: IndexedTree, rows: EntryRows) =>
  asRead(tree.changed(rows.written, rows.removed).entries);
const expected = (items: DirectoryItem[]) => asRead(flattenTree(items));

const directoryItems = () =>
  linked([folder('a', [folder('a1', [file('a1x')]), file('a2')]), folder('b', [file('b1')]), file('c')]);

const binItems = () =>
  linked(
    [
      folder('old', [file('old1')], { restoreParentId: 'b' }),
      file('gone', 'file-gone', { restoreParentId: 'x' }),
    ],
    'bin',
  );

describe('single-entry rows agree with the tree operations', () => {
  it.each([null, 'a', 'a1', 'b'])('adds an entry at the end of %s', (parentId) => {
    const items = directoryItems();
    const added = file('new', 'file-new');
    const { children: _children, ...entry } = added;
    expect(changedBy(stored(items), addEntry(stored(items), entry, parentId))).toEqual(
      expected(addItem(items, added, parentId)),
    );
  });

  it.each(['a', 'a1', 'a1x', 'c'])('moves %s with its subtree to the bin', (id) => {
    const directory = directoryItems();
    const bin = binItems();
    const rows = binEntry(stored(directory), stored(bin), id);
    const moved = moveToBin(directory, bin, id);
    expect(changedBy(stored(directory), rows.directory)).toEqual(expected(moved.directory));
    expect(changedBy(stored(bin), rows.bin)).toEqual(expected(moved.bin));
  });

  it.each(['old', 'gone'])('restores %s under its old parent, or at the top when that is gone', (id) => {
    const directory = directoryItems();
    const bin = binItems();
    const rows = restoreEntry(stored(directory), stored(bin), id, () => 'unused');
    const restored = restoreFromBin(directory, bin, id, () => 'unused');
    expect(rows.restoredId).toBe(restored.restoredId);
    expect(changedBy(stored(directory), rows.directory)).toEqual(expected(restored.directory));
    expect(changedBy(stored(bin), rows.bin)).toEqual(expected(restored.bin));
  });

  it('restores with new ids for the whole subtree when one of its ids is in use', () => {
    const directory = linked([folder('b', [file('old1')])]);
    const bin = binItems();
    const counter = () => {
      let next = 0;
      return () => `new-${++next}`;
    };
    const rows = restoreEntry(stored(directory), stored(bin), 'old', counter());
    const restored = restoreFromBin(directory, bin, 'old', counter());
    expect(rows.restoredId).toBe('new-1');
    expect(changedBy(stored(directory), rows.directory)).toEqual(expected(restored.directory));
    expect(
      nestEntries(stored(directory).changed(rows.directory.written).entries)[0]?.children.map(
        (item) => item.id,
      ),
    ).toEqual(['old1', 'new-1']);
  });
});

describe('moveEntryRows', () => {
  const items = () =>
    linked([
      folder('a', [folder('a1', [file('a1x', 'file-x')]), file('a2', 'file-2'), folder('A1 ')]),
      folder('b', [file('b1', 'file-x'), folder('b-a1', [], { name: ' A1' })]),
      file('c', 'file-c'),
    ]);
  const ids = flattenTree(items()).map((entry) => entry.id);
  const outcome = (move: () => FlatEntry[] | null) => {
    try {
      return move();
    } catch (error) {
      if (error instanceof MoveRefusedError) return error.reason;
      throw error;
    }
  };

  it('moves, refuses and leaves in place exactly as moveEntry does, for every entry, parent and position', () => {
    const tree = stored(items());
    const reasons = new Set<unknown>();
    for (const id of ids) {
      for (const parentId of [null, ...ids]) {
        for (const position of [1, 2, 3, 9]) {
          const to = { parentId, position };
          const rows = outcome(() => {
            const written = moveEntryRows(tree, id, to, 3);
            return written ? changedBy(tree, written) : null;
          });
          const domain = outcome(() => expected(moveEntry(items(), id, to, 3)));
          if (typeof domain === 'string') reasons.add(domain);
          expect(rows ?? expected(items()), `${id} → ${parentId}@${position}`).toEqual(domain);
        }
      }
    }
    expect(reasons).toEqual(
      new Set(['into-itself', 'into-file', 'too-deep', 'file-already-there', 'name-taken']),
    );
  });
});

describe('parentsRows', () => {
  const items = () =>
    linked([
      folder('a', [file('a-x', 'file-x'), folder('a1')]),
      folder('b', [file('b-x', 'file-x')]),
      folder('c'),
      file('top-x', 'file-x'),
    ]);
  const counter = () => {
    let next = 0;
    return () => `new-${++next}`;
  };

  it.each([[['a', 'b', null]], [['c']], [[null, 'a1', 'a']], [['b']]])(
    'files the file under exactly %j, as setParents does',
    (parentIds) => {
      const tree = stored(items());
      const entry = tree.get('a-x')?.entry as FlatEntry;
      const rows = parentsRows(tree, 'a-x', parentIds, counter());
      expect(changedBy(tree, rows)).toEqual(expected(setParents(items(), entry, parentIds, counter())));
    },
  );
});
