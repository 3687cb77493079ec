import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { chain, entry, file, folder, linked, outline } from './tree-fixtures';
import {
  addItem,
  deleteAtRoot,
  filterTree,
  moveDown,
  moveToBin,
  moveUp,
  moveWithinSiblings,
  parentIdsOfFile,
  removeByFileAndParent,
  renameItem,
  restoreFromBin,
  setParents,
  siblingNameTaken,
  toggleVisibility,
} from './tree-ops';
import { findItem, flattenTree, withoutChildren } from './tree-shape';
import type { DirectoryItem, DirectoryRow } from './types';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

const sample = () =>
  linked([
    folder('docs', [file('d1', 'report'), folder('archive', [file('a1', 'report'), file('a2', 'memo')])]),
    folder('empty'),
    file('r1', 'report'),
  ]);

/** [id, position] of a sibling list. */
const places = (items: DirectoryItem[] | undefined) => (items ?? []).map((item) => [item.id, item.position]);

const idCounter = (prefix = 'new') => {
  let next = 0;
  return () => `${prefix}-${++next}`;
};

describe('toggleVisibility', () => {
  it('flips an entry at the root', () => {
    const result = toggleVisibility(sample(), 'r1');
    expect(findItem(result, 'r1')?.item.isVisible).toBe(false);
    expect(findItem(toggleVisibility(result, 'r1'), 'r1')?.item.isVisible).toBe(true);
  });

  it('flips an entry at the sixth level and nothing else', () => {
    const result = toggleVisibility(chain(6), 'level-6');
    expect(flattenTree(result).map((e) => e.isVisible)).toEqual([true, true, true, true, true, false]);
  });

  it('changes nothing for an unknown id or an empty tree', () => {
    const tree = sample();
    expect(toggleVisibility(tree, 'nope')).toEqual(tree);
    expect(toggleVisibility([], 'nope')).toEqual([]);
  });

  it('leaves its input unchanged and keeps untouched branches', () => {
    const tree = sample();
    const before = structuredClone(tree);
    const result = toggleVisibility(tree, 'a2');
    expect(tree).toEqual(before);
    expect(result[1]).toBe(tree[1]);
  });
});

describe('addItem', () => {
  it('appends at the root with parentId null and the next position', () => {
    const result = addItem(sample(), entry('new', { position: 99, parentId: 'x' }), null);
    expect(places(result)).toEqual([
      ['docs', 1],
      ['empty', 2],
      ['r1', 3],
      ['new', 4],
    ]);
    expect(result[3]?.parentId).toBeNull();
  });

  it('appends to a parent at any depth, including an empty folder', () => {
    const tree = sample();
    const intoArchive = addItem(tree, file('n1'), 'archive');
    expect(places(findItem(intoArchive, 'archive')?.item.children)).toEqual([
      ['a1', 1],
      ['a2', 2],
      ['n1', 3],
    ]);
    expect(findItem(intoArchive, 'n1')?.item.parentId).toBe('archive');

    const intoEmpty = addItem(tree, file('n2'), 'empty');
    expect(places(findItem(intoEmpty, 'empty')?.item.children)).toEqual([['n2', 1]]);
  });

  it('adds to an empty tree', () => {
    expect(places(addItem([], file('n'), null))).toEqual([['n', 1]]);
  });

  it('continues after the highest position when siblings have gaps', () => {
    const tree = [file('a', 'f', { position: 1 }), file('b', 'f', { position: 5 })];
    expect(addItem(tree, file('c'), null)[2]?.position).toBe(6);
  });

  it('adds under the sixth level', () => {
    const result = addItem(chain(6), file('deep'), 'level-6');
    expect(findItem(result, 'deep')?.depth).toBe(7);
  });

  it('refuses a missing parent with a warning', () => {
    const tree = sample();
    expect(addItem(tree, file('n'), 'ghost')).toBe(tree);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('leaves its inputs unchanged', () => {
    const tree = sample();
    const item = file('n');
    const before = structuredClone({ tree, item });
    addItem(tree, item, 'archive');
    expect({ tree, item }).toEqual(before);
  });
});

describe('removeByFileAndParent', () => {
  it('drops every entry of the file under that parent, at any depth, and renumbers', () => {
    const tree = linked([
      folder('p', [file('x1', 'f1'), file('x2', 'f2'), file('x3', 'f1')]),
      file('r1', 'f1'),
      folder('q', [file('y1', 'f1')]),
    ]);
    const result = removeByFileAndParent(tree, 'f1', 'p');
    expect(places(findItem(result, 'p')?.item.children)).toEqual([['x2', 1]]);
    expect(findItem(result, 'r1')).not.toBeNull();
    expect(findItem(result, 'y1')).not.toBeNull();
  });

  it('removes at the root with parent null', () => {
    const result = removeByFileAndParent(sample(), 'report', null);
    expect(places(result)).toEqual([
      ['docs', 1],
      ['empty', 2],
    ]);
  });

  it('removes at the sixth level', () => {
    const tree = addItem(chain(5), file('leaf', 'deep-file'), 'level-5');
    expect(findItem(tree, 'leaf')?.depth).toBe(6);
    expect(findItem(removeByFileAndParent(tree, 'deep-file', 'level-5'), 'leaf')).toBeNull();
  });

  it('changes nothing when the pair does not occur', () => {
    const tree = sample();
    expect(removeByFileAndParent(tree, 'report', 'empty')).toEqual(tree);
    expect(removeByFileAndParent([], 'report', null)).toEqual([]);
  });

  it('leaves its input unchanged', () => {
    const tree = sample();
    const before = structuredClone(tree);
    removeByFileAndParent(tree, 'report', 'archive');
    expect(tree).toEqual(before);
  });
});

describe('deleteAtRoot', () => {
  const rowsOf = (items: DirectoryItem[]): DirectoryRow[] =>
    flattenTree(items).map((e) => ({ id: e.id, directory: { ...e, children: [] } }));

  it('removes a root entry from the tree and its subtree from the flat list', () => {
    const tree = sample();
    const result = deleteAtRoot(tree, rowsOf(tree), 'docs');
    expect(result.deleted).toBe(true);
    expect(places(result.items)).toEqual([
      ['empty', 1],
      ['r1', 2],
    ]);
    expect(result.flat.map((row) => row.id)).toEqual(['empty', 'r1']);
  });

  it('warns and changes nothing for an entry below the root', () => {
    const tree = sample();
    const flat = rowsOf(tree);
    const result = deleteAtRoot(tree, flat, 'a1');
    expect(result).toEqual({ items: tree, flat, deleted: false });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('warns for an unknown id and an empty tree', () => {
    expect(deleteAtRoot([], [], 'x')).toEqual({ items: [], flat: [], deleted: false });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('leaves its inputs unchanged', () => {
    const tree = sample();
    const flat = rowsOf(tree);
    const before = structuredClone({ tree, flat });
    deleteAtRoot(tree, flat, 'r1');
    expect({ tree, flat }).toEqual(before);
  });
});

describe('moveWithinSiblings', () => {
  const five = () => linked(['a', 'b', 'c', 'd', 'e'].map((id) => file(id)));

  it('moves to a 1-based position and renumbers 1..n', () => {
    expect(places(moveWithinSiblings(five(), 'd', 2))).toEqual([
      ['a', 1],
      ['d', 2],
      ['b', 3],
      ['c', 4],
      ['e', 5],
    ]);
    expect(outline(moveWithinSiblings(five(), 'a', 5))).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(outline(moveWithinSiblings(five(), 'c', 1))).toEqual(['c', 'a', 'b', 'd', 'e']);
  });

  it('clamps a position past the end to the last place', () => {
    expect(outline(moveWithinSiblings(five(), 'b', 99))).toEqual(['a', 'c', 'd', 'e', 'b']);
  });

  it('keeps the order when moved to its own place', () => {
    expect(places(moveWithinSiblings(five(), 'c', 3))).toEqual(places(five()));
  });

  it.each([0, -3, 1.5, Number.NaN])('refuses position %s with a warning', (position) => {
    const tree = five();
    expect(moveWithinSiblings(tree, 'c', position)).toBe(tree);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('moves among siblings at the sixth level only', () => {
    const tree = linked([
      folder('l1', [
        folder('l2', [folder('l3', [folder('l4', [folder('l5', [file('x'), file('y'), file('z')])])])]),
      ]),
      file('root-file'),
    ]);
    const result = moveWithinSiblings(tree, 'z', 1);
    expect(places(findItem(result, 'l5')?.item.children)).toEqual([
      ['z', 1],
      ['x', 2],
      ['y', 3],
    ]);
    expect(places(result)).toEqual(places(tree));
  });

  it('renumbers siblings whose positions had gaps', () => {
    const tree = [
      file('a', 'f', { position: 2 }),
      file('b', 'f', { position: 7 }),
      file('c', 'f', { position: 9 }),
    ];
    expect(places(moveWithinSiblings(tree, 'a', 2))).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
  });

  it('changes nothing for an unknown id', () => {
    expect(moveWithinSiblings(five(), 'zz', 1)).toEqual(five());
  });

  it('leaves its input unchanged', () => {
    const tree = five();
    const before = structuredClone(tree);
    moveWithinSiblings(tree, 'e', 1);
    expect(tree).toEqual(before);
  });
});

describe('moveUp and moveDown', () => {
  const three = () => linked([folder('p', [file('a'), file('b'), file('c')])]);
  const order = (items: DirectoryItem[]) => places(findItem(items, 'p')?.item.children);

  it('moves one place up or down', () => {
    expect(order(moveUp(three(), 'b'))).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
    expect(order(moveDown(three(), 'b'))).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
  });

  it('leaves the first going up and the last going down where they are, without a warning', () => {
    const tree = three();
    expect(moveUp(tree, 'a')).toBe(tree);
    expect(moveDown(tree, 'c')).toBe(tree);
    expect(warn).not.toHaveBeenCalled();
  });

  it('changes nothing for an unknown id', () => {
    const tree = three();
    expect(moveUp(tree, 'x')).toBe(tree);
    expect(moveDown(tree, 'x')).toBe(tree);
  });
});

describe('parentIdsOfFile', () => {
  it('lists each parent once, in tree order, with null for the root', () => {
    const tree = linked([
      folder('p', [file('x1', 'f'), file('x2', 'f')]),
      file('r', 'f'),
      folder('q', [file('y', 'f'), file('z', 'other')]),
    ]);
    expect(parentIdsOfFile(tree, 'f')).toEqual(['p', null, 'q']);
  });

  it('returns nothing for an unknown file or an empty tree', () => {
    expect(parentIdsOfFile(sample(), 'unknown')).toEqual([]);
    expect(parentIdsOfFile([], 'f')).toEqual([]);
  });

  it('finds places at the sixth level', () => {
    const tree = addItem(chain(5), file('leaf', 'deep'), 'level-5');
    expect(parentIdsOfFile(tree, 'deep')).toEqual(['level-5']);
  });
});

describe('moveToBin', () => {
  it('moves an entry with its subtree to the bin root, remembering the old parent', () => {
    const bin = [entry('old', { parentId: 'bin', position: 1 })];
    const result = moveToBin(sample(), bin, 'archive');
    expect(outline(result.directory)).toEqual([{ docs: ['d1'] }, 'empty', 'r1']);
    expect(places(result.bin)).toEqual([
      ['old', 1],
      ['archive', 2],
    ]);
    const binned = result.bin[1];
    expect(binned?.parentId).toBe('bin');
    expect(binned?.restoreParentId).toBe('docs');
    expect(binned?.children.map((c) => [c.id, c.parentId])).toEqual([
      ['a1', 'archive'],
      ['a2', 'archive'],
    ]);
  });

  it('renumbers the siblings left behind', () => {
    const result = moveToBin(sample(), [], 'docs');
    expect(places(result.directory)).toEqual([
      ['empty', 1],
      ['r1', 2],
    ]);
    expect(result.bin[0]?.restoreParentId).toBeNull();
    expect(result.bin[0]?.position).toBe(1);
  });

  it('moves an entry from the sixth level', () => {
    const result = moveToBin(chain(6), [], 'level-6');
    expect(flattenTree(result.directory)).toHaveLength(5);
    expect(result.bin[0]?.restoreParentId).toBe('level-5');
  });

  it('throws for an id that is not in the directory', () => {
    expect(() => moveToBin(sample(), [], 'ghost')).toThrow(Error);
    expect(() => moveToBin([], [], 'ghost')).toThrow(Error);
  });

  it('leaves its inputs unchanged', () => {
    const directory = sample();
    const bin: DirectoryItem[] = [];
    const before = structuredClone({ directory, bin });
    moveToBin(directory, bin, 'archive');
    expect({ directory, bin }).toEqual(before);
  });
});

describe('restoreFromBin', () => {
  const binned = () => moveToBin(sample(), [], 'archive');

  it('restores under the old parent, the entry and every descendant with their ids', () => {
    const { directory, bin } = binned();
    const result = restoreFromBin(directory, bin, 'archive', idCounter());
    expect(result.restoredId).toBe('archive');
    expect(result.bin).toEqual([]);
    const docs = findItem(result.directory, 'docs')?.item;
    expect(places(docs?.children)).toEqual([
      ['d1', 1],
      ['archive', 2],
    ]);
    const restored = docs?.children[1];
    expect(restored?.parentId).toBe('docs');
    expect(restored?.name).toBe('archive');
    expect(restored).not.toHaveProperty('restoreParentId');
    expect(restored?.children).toEqual(findItem(sample(), 'archive')?.item.children);
  });

  it('gives the entry and every descendant new ids when one of their ids is in use meanwhile', () => {
    const { directory, bin } = binned();
    const archived = findItem(sample(), 'archive')?.item;
    const reused = archived?.children[0]?.id ?? '';
    const withReused = addItem(directory, folder(reused, [], { name: 'again' }), null);
    const result = restoreFromBin(withReused, bin, 'archive', idCounter());
    expect(result.restoredId).toBe('new-1');
    const restored = findItem(result.directory, 'new-1')?.item;
    expect(restored?.parentId).toBe('docs');
    expect(restored?.children.map((c) => [c.id, c.parentId, c.fileId])).toEqual([
      ['new-2', 'new-1', 'report'],
      ['new-3', 'new-1', 'memo'],
    ]);
  });

  it('restores at the root when the old parent is gone', () => {
    const first = binned();
    const withoutDocs = moveToBin(first.directory, first.bin, 'docs');
    const result = restoreFromBin(withoutDocs.directory, withoutDocs.bin, 'archive', idCounter());
    expect(places(result.directory)).toEqual([
      ['empty', 1],
      ['r1', 2],
      ['archive', 3],
    ]);
    expect(result.directory[2]?.parentId).toBeNull();
    expect(places(result.bin)).toEqual([['docs', 1]]);
  });

  it('restores an entry binned from the root at the root', () => {
    const { directory, bin } = moveToBin(sample(), [], 'r1');
    const result = restoreFromBin(directory, bin, 'r1', idCounter('r'));
    expect(result.directory.at(-1)).toMatchObject({
      id: 'r1',
      parentId: null,
      fileId: 'report',
      position: 3,
    });
  });

  it('renumbers the remaining bin entries', () => {
    const first = moveToBin(sample(), [], 'r1');
    const second = moveToBin(first.directory, first.bin, 'empty');
    const result = restoreFromBin(second.directory, second.bin, 'r1', idCounter());
    expect(places(result.bin)).toEqual([['empty', 1]]);
  });

  it('throws for an id that is not at the bin root', () => {
    const { directory, bin } = binned();
    expect(() => restoreFromBin(directory, bin, 'a1', idCounter())).toThrow(Error);
    expect(() => restoreFromBin(directory, [], 'archive', idCounter())).toThrow(Error);
  });

  it('leaves its inputs unchanged', () => {
    const { directory, bin } = binned();
    const before = structuredClone({ directory, bin });
    restoreFromBin(directory, bin, 'archive', idCounter());
    expect({ directory, bin }).toEqual(before);
  });
});

describe('setParents', () => {
  const tree = () =>
    linked([folder('p', [file('x', 'f')]), folder('q'), folder('r', [folder('s')]), file('other', 'g')]);
  const fileEntry = () => withoutChildren(findItem(tree(), 'x')?.item ?? file('x'));

  it('adds the missing places with new ids and removes the unlisted ones', () => {
    const result = setParents(tree(), fileEntry(), ['q', 's'], idCounter());
    expect(parentIdsOfFile(result, 'f')).toEqual(['q', 's']);
    expect(findItem(result, 'x')).toBeNull();
    expect(findItem(result, 'new-1')?.item).toMatchObject({ parentId: 'q', fileId: 'f', position: 1 });
    expect(findItem(result, 'new-2')?.item).toMatchObject({ parentId: 's', fileId: 'f', position: 1 });
  });

  it('keeps existing places as they are', () => {
    const result = setParents(tree(), fileEntry(), ['p', null], idCounter());
    expect(findItem(result, 'x')?.parent?.id).toBe('p');
    expect(places(result)).toEqual([
      ['p', 1],
      ['q', 2],
      ['r', 3],
      ['other', 4],
      ['new-1', 5],
    ]);
  });

  it('removes every place for an empty list', () => {
    expect(parentIdsOfFile(setParents(tree(), fileEntry(), [], idCounter()), 'f')).toEqual([]);
  });

  it('adds a listed parent only once', () => {
    const result = setParents(tree(), fileEntry(), ['q', 'q'], idCounter());
    expect(findItem(result, 'q')?.item.children).toHaveLength(1);
  });

  it('skips a parent that does not exist, with a warning', () => {
    const result = setParents(tree(), fileEntry(), ['p', 'ghost'], idCounter());
    expect(parentIdsOfFile(result, 'f')).toEqual(['p']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('refuses a folder', () => {
    expect(() => setParents(tree(), withoutChildren(folder('q')), ['p'], idCounter())).toThrow(Error);
  });

  it('leaves its inputs unchanged', () => {
    const items = tree();
    const before = structuredClone(items);
    setParents(items, fileEntry(), ['q'], idCounter());
    expect(items).toEqual(before);
  });
});

describe('filterTree', () => {
  const tree = () =>
    linked([
      folder('Projects', [
        folder('Alpha', [file('Budget plan'), file('Notes')]),
        folder('Beta', [file('Minutes')]),
      ]),
      file('budget 2024'),
      folder('Misc'),
    ]);

  it('keeps matches and their ancestors, each with only matching branches', () => {
    expect(outline(filterTree(tree(), 'budget'))).toEqual([
      { Projects: [{ Alpha: ['Budget plan'] }] },
      'budget 2024',
    ]);
  });

  it('ignores case and surrounding spaces', () => {
    expect(outline(filterTree(tree(), '  BETA '))).toEqual([{ Projects: ['Beta'] }]);
  });

  it('returns the tree unchanged for empty text', () => {
    const items = tree();
    expect(filterTree(items, '')).toBe(items);
    expect(filterTree(items, '   ')).toBe(items);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterTree(tree(), 'zzz')).toEqual([]);
    expect(filterTree([], 'a')).toEqual([]);
  });

  it('matches on another property', () => {
    const items = linked([folder('p', [file('a', 'needle-1'), file('b', 'hay')]), file('c', 'NEEDLE-2')]);
    expect(outline(filterTree(items, 'needle', 'fileId'))).toEqual([{ p: ['a'] }, 'c']);
  });

  it('finds a match at the sixth level with all its ancestors', () => {
    expect(flattenTree(filterTree(chain(6), 'level-6')).map((e) => e.id)).toHaveLength(6);
  });

  it('leaves its input unchanged', () => {
    const items = tree();
    const before = structuredClone(items);
    filterTree(items, 'notes');
    expect(items).toEqual(before);
  });
});

describe('renameItem', () => {
  it('renames an entry at any depth, trimmed', () => {
    const result = renameItem(chain(6), 'level-6', '  Deep  ');
    expect(findItem(result, 'level-6')?.item.name).toBe('Deep');
  });

  it('changes nothing for an unknown id and leaves its input unchanged', () => {
    const tree = sample();
    const before = structuredClone(tree);
    expect(renameItem(tree, 'ghost', 'x')).toEqual(before);
    renameItem(tree, 'docs', 'Other');
    expect(tree).toEqual(before);
  });
});

describe('siblingNameTaken', () => {
  const tree = () => linked([folder('a', [folder('child', [], { name: 'Reports' })], { name: 'Projects' })]);

  it('finds a sibling with the same name, ignoring case and surrounding spaces', () => {
    expect(siblingNameTaken(tree(), null, ' projects ')).toBe(true);
    expect(siblingNameTaken(tree(), 'a', 'REPORTS')).toBe(true);
  });

  it('does not look outside the sibling list', () => {
    expect(siblingNameTaken(tree(), null, 'Reports')).toBe(false);
    expect(siblingNameTaken(tree(), 'child', 'Reports')).toBe(false);
    expect(siblingNameTaken(tree(), 'ghost', 'Reports')).toBe(false);
    expect(siblingNameTaken([], null, 'x')).toBe(false);
  });

  it('ignores the entry being renamed', () => {
    expect(siblingNameTaken(tree(), 'a', 'reports', 'child')).toBe(false);
  });
});
