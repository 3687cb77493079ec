import { describe, expect, it } from 'vitest';
import { chain, entry, file, folder, linked, outline } from './tree-fixtures';
import {
  entryWith,
  findItem,
  flattenTree,
  isUnder,
  nestEntries,
  renumberPositions,
  treeDepth,
  withoutChildren,
} from './tree-shape';
import type { DirectoryItem, FlatEntry } from './types';

const flat = (
  id: string,
  parentId: string | null,
  position: number,
  extra: Partial<FlatEntry> = {},
): FlatEntry => withoutChildren(entry(id, { parentId, position, ...extra }));

describe('flattenTree', () => {
  it('returns nothing for an empty tree', () => {
    expect(flattenTree([])).toEqual([]);
  });

  it('lists every entry depth-first, siblings by position, without children', () => {
    const tree = [
      folder('b', [file('b2', 'f', { position: 2 }), file('b1', 'f', { position: 1 })], { position: 2 }),
      folder('a', [folder('a1', [file('a1x')])], { position: 1 }),
    ];
    const result = flattenTree(tree);
    expect(result.map((e) => e.id)).toEqual(['a', 'a1', 'a1x', 'b', 'b1', 'b2']);
    for (const e of result) expect(e).not.toHaveProperty('children');
  });

  it('reaches the sixth level', () => {
    expect(flattenTree(chain(6)).map((e) => e.id)).toEqual([
      'level-1',
      'level-2',
      'level-3',
      'level-4',
      'level-5',
      'level-6',
    ]);
  });

  it('does not change its input', () => {
    const tree = linked([folder('a', [file('x')])]);
    const before = structuredClone(tree);
    flattenTree(tree);
    expect(tree).toEqual(before);
  });
});

describe('entryWith', () => {
  it('copies the entry with the change put in, leaving the entry as it was', () => {
    const before = flat('a', 'p', 2);
    const moved = entryWith(before, { parentId: null, position: 1 });

    expect(moved).toStrictEqual({ ...before, parentId: null, position: 1 });
    expect(before).toStrictEqual(flat('a', 'p', 2));
  });

  it('keeps a binned entry’s former parent unless the change takes it out', () => {
    const binned = flat('a', 'bin', 1, { restoreParentId: 'p' });

    expect(entryWith(binned, { name: 'B' })).toStrictEqual({ ...binned, name: 'B' });
    const restored = entryWith(binned, { parentId: 'p', restoreParentId: undefined });
    expect(restored).toStrictEqual(flat('a', 'p', 1));
    expect('restoreParentId' in restored).toBe(false);
  });
});

describe('nestEntries', () => {
  it('keeps where a binned entry came from, and adds it to no other entry', () => {
    const [binned, folderInBin] = nestEntries([
      flat('x', 'bin', 1, { restoreParentId: 'reports' }),
      flat('y', 'bin', 2),
    ]);
    expect(binned).toMatchObject({ id: 'x', restoreParentId: 'reports', children: [] });
    expect(folderInBin).not.toHaveProperty('restoreParentId');
  });

  it('returns an empty tree for no entries', () => {
    expect(nestEntries([])).toEqual([]);
  });

  it('nests children under their parents, sorted by position', () => {
    const tree = nestEntries([
      flat('x2', 'a', 2),
      flat('a', null, 1),
      flat('x1', 'a', 1),
      flat('b', null, 2),
      flat('y', 'x1', 1),
    ]);
    expect(outline(tree)).toEqual([{ a: [{ x1: ['y'] }, 'x2'] }, 'b']);
    expect(tree[0]?.children[0]?.children[0]?.parentId).toBe('x1');
  });

  it('flattens back to the very entries it was made from, where a change left them alone', () => {
    const entries = [flat('a', null, 1), flat('x1', 'a', 1), flat('x2', 'a', 2), flat('b', null, 2)];
    const tree = nestEntries(entries);
    expect(flattenTree(tree).every((entry, index) => entry === entries[index])).toBe(true);

    const renamed = [{ ...(tree[0] as DirectoryItem), name: 'A' }, tree[1] as DirectoryItem];
    const after = flattenTree(renamed);
    expect(after[0]).not.toBe(entries[0]);
    expect(after[0]?.name).toBe('A');
    expect(after.slice(1).every((entry, index) => entry === entries[index + 1])).toBe(true);
  });

  it('keeps input order between siblings with the same position', () => {
    const tree = nestEntries([flat('second', null, 1), flat('first', null, 1), flat('zero', null, 0)]);
    expect(outline(tree)).toEqual(['zero', 'second', 'first']);
  });

  it("treats 'bin' and unknown parents as roots", () => {
    const tree = nestEntries([
      flat('binned', 'bin', 1),
      flat('orphan', 'gone', 2),
      flat('child', 'binned', 1),
    ]);
    expect(outline(tree)).toEqual([{ binned: ['child'] }, 'orphan']);
  });

  it('keeps entries caught in a parent cycle instead of losing them', () => {
    const tree = nestEntries([
      flat('a', 'b', 1),
      flat('b', 'a', 1),
      flat('self', 'self', 1),
      flat('root', null, 1),
    ]);
    expect(outline(tree)).toEqual(['root', { a: ['b'] }, 'self']);
    expect(flattenTree(tree)).toHaveLength(4);
  });

  it('round-trips a six-level tree through flattenTree', () => {
    const tree = linked([folder('top', [folder('mid', [file('leaf')]), file('other')]), ...chain(6)]);
    expect(nestEntries(flattenTree(tree))).toEqual(tree);
  });

  it('nests 50,000 entries, ordering every sibling list by position', () => {
    const entries: FlatEntry[] = [];
    for (let f = 0; f < 500; f++) {
      entries.push(flat(`folder-${f}`, null, f + 1));
      for (let c = 0; c < 99; c++) entries.push(flat(`file-${f}-${c}`, `folder-${f}`, 99 - c));
    }
    const tree = nestEntries(entries);
    expect(tree).toHaveLength(500);
    expect(tree[0]?.children).toHaveLength(99);
    expect(tree[0]?.children[0]?.id).toBe('file-0-98');
  });

  it('does not change its input', () => {
    const entries = [flat('a', null, 1), flat('b', 'a', 1)];
    const before = structuredClone(entries);
    nestEntries(entries);
    expect(entries).toEqual(before);
  });
});

describe('renumberPositions', () => {
  it('numbers siblings 1..n at every level in their current order', () => {
    const tree = [
      folder('a', [file('x', 'f', { position: 7 }), file('y', 'f', { position: 7 })], { position: 5 }),
      folder('b', [folder('c', [file('z', 'f', { position: 0 })], { position: 3 })], { position: 2 }),
    ];
    const result = renumberPositions(tree);
    expect(result.map((i) => i.position)).toEqual([1, 2]);
    expect(result[0]?.children.map((i) => [i.id, i.position])).toEqual([
      ['x', 1],
      ['y', 2],
    ]);
    expect(result[1]?.children[0]?.position).toBe(1);
    expect(result[1]?.children[0]?.children[0]?.position).toBe(1);
  });

  it('keeps the identity of every list and entry already in place', () => {
    const tree = renumberPositions([folder('a', [file('x', 'f'), file('y', 'f')]), folder('b')]);
    expect(renumberPositions(tree)).toBe(tree);
    const moved = renumberPositions([tree[1], tree[0]] as DirectoryItem[]);
    expect(moved[0]?.position).toBe(1);
    expect(moved[1]?.children).toBe(tree[0]?.children);
  });

  it('copies only the entries from the first one out of place on, keeping those before it', () => {
    const tree = renumberPositions([file('a', 'f'), file('b', 'f'), file('c', 'f')]);
    const [a, b, c] = tree as [DirectoryItem, DirectoryItem, DirectoryItem];
    const result = renumberPositions([a, c, b]);
    expect(result.map((item) => [item.id, item.position])).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
    expect(result[0]).toBe(a);
    expect(result[1]).not.toBe(c);
  });

  it('handles the empty tree and leaves its input unchanged', () => {
    expect(renumberPositions([])).toEqual([]);
    const tree = [folder('a', [], { position: 9 })];
    renumberPositions(tree);
    expect(tree[0]?.position).toBe(9);
  });
});

describe('treeDepth', () => {
  it('counts levels with the root as one', () => {
    expect(treeDepth([])).toBe(0);
    expect(treeDepth([file('x')])).toBe(1);
    expect(treeDepth(chain(6))).toBe(6);
    expect(treeDepth([file('x'), folder('a', [folder('b', [file('y')])])])).toBe(3);
  });
});

describe('findItem', () => {
  const tree = linked([folder('a', [folder('b', [file('c')])]), file('d')]);

  it('finds an entry at the root with no parent', () => {
    const found = findItem(tree, 'd');
    expect(found?.item.id).toBe('d');
    expect(found?.parent).toBeNull();
    expect(found?.depth).toBe(1);
  });

  it('finds a nested entry with its parent and depth', () => {
    const found = findItem(tree, 'c');
    expect(found?.parent?.id).toBe('b');
    expect(found?.depth).toBe(3);
  });

  it('finds the sixth level', () => {
    expect(findItem(chain(6), 'level-6')?.depth).toBe(6);
  });

  it('returns null for an unknown id or an empty tree', () => {
    expect(findItem(tree, 'nope')).toBeNull();
    expect(findItem([], 'a')).toBeNull();
  });
});

describe('isUnder', () => {
  const tree = linked([folder('a', [file('x', 'fx')]), folder('b')]);

  it('tells whether an entry is still under the parent it had', () => {
    expect(isUnder(tree, 'x', 'a')).toBe(true);
    expect(isUnder(tree, 'b', null)).toBe(true);
    expect(isUnder(tree, 'x', 'b')).toBe(false);
    expect(isUnder(tree, 'x', null)).toBe(false);
    expect(isUnder(tree, 'gone', null)).toBe(false);
  });
});
