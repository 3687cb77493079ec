import { describe, expect, it } from 'vitest';
import type { FlatEntry } from '../../domain/directory/types';
import { IndexedTree } from './indexed-tree';
import { entry } from './test-entry';
import { orderRows, type RankedEntry, treeChanges } from './tree-rows';

/** A tree as stored from entries in tree order, ranked as a first write ranks them. */
function stored(entries: FlatEntry[]): IndexedTree {
  const { ranks } = treeChanges({ entries: [], ranks: new Map() }, entries);
  return IndexedTree.ordered(
    orderRows(entries.map((item) => ({ entry: item, rank: ranks.get(item.id) as string }))),
  );
}

/** What reading every row of the tree back answers. */
const readBack = (tree: IndexedTree) =>
  orderRows(tree.entries.map((item) => ({ entry: item, rank: tree.ranks.get(item.id) as string })));

const sample = () =>
  stored([
    entry('a'),
    entry('a1', 'a'),
    entry('a1x', 'a1', { fileId: 'f1', isLeaf: true }),
    entry('a2', 'a', { fileId: 'f2', isLeaf: true }),
    entry('b'),
    entry('b1', 'b', { fileId: 'f1', isLeaf: true }),
  ]);

/** Folders of folders of files, 3 × 4 × 15 wide: large enough that single changes build on the order before. */
const wide = () =>
  stored(
    ['p', 'q', 'r'].flatMap((top) => [
      entry(top),
      ...[1, 2, 3, 4].flatMap((folder) => [
        entry(`${top}${folder}`, top),
        ...Array.from({ length: 15 }, (_, file) =>
          entry(`${top}${folder}-${file}`, `${top}${folder}`, { fileId: `f${file}`, isLeaf: true }),
        ),
      ]),
    ]),
  );

const ids = (tree: IndexedTree) => tree.entries.map((item) => `${item.id}@${item.position}`);

describe('IndexedTree', () => {
  it('answers the entries it was made from, the same objects, after making its index', () => {
    const tree = sample();
    const before = tree.entries;
    const same = tree.changed([]);
    expect(same.entries).toEqual(before);
    for (const [index, item] of same.entries.entries()) expect(item).toBe(before[index]);
  });

  it('finds entries, sibling lists, depths, subtrees and the places of a file', () => {
    const tree = sample();
    expect(tree.get('a1x')?.entry.name).toBe('A1X');
    expect(tree.childrenOf(null)).toEqual(['a', 'b']);
    expect(tree.childrenOf('a')).toEqual(['a1', 'a2']);
    expect(tree.depthOf('a1x')).toBe(3);
    expect(tree.depthOf('missing')).toBe(0);
    expect(tree.subtree('a')).toEqual(['a', 'a1', 'a1x', 'a2']);
    expect(tree.heightOf('a')).toBe(3);
    expect([...tree.entriesOfFile('f1')].sort()).toEqual(['a1x', 'b1']);
    expect(tree.size).toBe(6);
  });

  it('puts a written entry at its rank among its siblings and renumbers positions', () => {
    const tree = sample();
    const first = tree.get('a1')?.rank as string;
    const changed = tree.changed([{ entry: entry('a0', 'a'), rank: `${first.slice(0, -1)}` }]);
    expect(changed.childrenOf('a')[0]).toBe('a0');
    expect(ids(changed)).toEqual(['a@1', 'a0@1', 'a1@2', 'a1x@1', 'a2@3', 'b@2', 'b1@1']);
    expect(changed.entries).toEqual(readBack(changed).entries);
  });

  it('finds a file’s first place in tree order, read whole or changed entry by entry', () => {
    const whole = sample();
    expect(whole.firstEntryOfFile('f1')?.id).toBe('a1x');
    expect(whole.firstEntryOfFile('f2')?.id).toBe('a2');
    expect(whole.firstEntryOfFile('none')).toBeUndefined();
    const b1 = whole.get('b1') as RankedEntry;
    const reordered = whole.changed([{ entry: { ...b1.entry, parentId: null }, rank: 'Zz' }]);
    expect(reordered.childrenOf(null)[0]).toBe('b1');
    expect(reordered.firstEntryOfFile('f1')?.id).toBe('b1');
    expect(reordered.changed([], ['b1']).firstEntryOfFile('f1')?.id).toBe('a1x');
  });

  it('leaves the state it was changed from as it was', () => {
    const tree = sample();
    const before = ids(tree);
    tree.changed([{ entry: entry('c'), rank: 'z' }], ['a']);
    expect(ids(tree)).toEqual(before);
    expect(tree.get('a')).toBeDefined();
    expect(tree.get('c')).toBeUndefined();
  });

  it('puts many entries into one list at once in rank order, leaving the lists of the state before as they were', () => {
    const tree = sample();
    const top = tree.childrenOf(null);
    const underA = [...tree.childrenOf('a')];
    const many = Array.from({ length: 40 }, (_, index) => ({
      entry: entry(`n${index}`),
      rank: `m${String(39 - index).padStart(2, '0')}`,
    }));
    const b = tree.get('b') as RankedEntry;
    const changed = tree.changed([...many, { entry: { ...b.entry, name: 'B2' }, rank: 'm20x' }], ['a2']);
    expect(tree.childrenOf(null)).toEqual(['a', 'b']);
    expect(tree.childrenOf(null)).toBe(top);
    expect(tree.childrenOf('a')).toEqual(underA);
    const news = changed.childrenOf(null).filter((id) => id.startsWith('n'));
    expect(news).toEqual(many.map((row) => row.entry.id).reverse());
    expect(changed.childrenOf(null).indexOf('b')).toBe(changed.childrenOf(null).indexOf('n19') + 1);
    expect(changed.childrenOf('a')).toEqual(['a1']);
    expect(changed.entries).toEqual(readBack(changed).entries);
  });

  it('moves an entry to another parent and takes its file place with it', () => {
    const tree = sample();
    const moved = tree.changed([
      { entry: { ...(tree.get('a1x') as RankedEntry).entry, parentId: 'b' }, rank: 'a0' },
    ]);
    expect(moved.childrenOf('a1')).toEqual([]);
    expect(moved.childrenOf('b')).toEqual(['a1x', 'b1']);
    expect(moved.depthOf('a1x')).toBe(2);
    expect([...moved.entriesOfFile('f1')].sort()).toEqual(['a1x', 'b1']);
  });

  it('takes entries out, and forgets the file of the last place', () => {
    const tree = sample().changed([], ['b1', 'a1x', 'a1']);
    expect(ids(tree)).toEqual(['a@1', 'a2@1', 'b@2']);
    expect(tree.entriesOfFile('f1')).toEqual([]);
    expect(tree.size).toBe(3);
  });

  it('brings the children of a removed entry that stay to the top, as reading the rows places them', () => {
    const tree = sample().changed([], ['a']);
    expect(tree.entries).toEqual(readBack(tree).entries);
    expect(tree.childrenOf(null)).toContain('a1');
  });

  it('places rows written together whatever their order: a parent before its children', () => {
    const tree = IndexedTree.EMPTY.changed([
      { entry: entry('x1', 'x'), rank: 'a0' },
      { entry: entry('x'), rank: 'a0' },
      { entry: entry('x2', 'x'), rank: 'a1' },
    ]);
    expect(ids(tree)).toEqual(['x@1', 'x1@1', 'x2@2']);
  });

  it('agrees with reading the rows back after many random changes, read after each or after several', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    let tree = wide();
    const rows = new Map(
      tree.entries.map((item) => [item.id, { entry: item, rank: tree.ranks.get(item.id) as string }]),
    );
    for (let step = 0; step < 600; step++) {
      const existing = [...rows.keys()];
      const pick = () => existing[random(existing.length)] as string;
      if (existing.length > 0 && random(4) === 0) {
        // A subtree, or one entry whose children then stand at the top level.
        const id = pick();
        const gone = random(2) === 0 ? tree.subtree(id) : [id];
        const surfaced = gone.length === 1 ? tree.childrenOf(id) : [];
        tree = tree.changed([], gone);
        for (const removed of gone) rows.delete(removed);
        for (const child of surfaced) {
          const row = rows.get(child) as { entry: FlatEntry; rank: string };
          rows.set(child, { ...row, entry: { ...row.entry, parentId: null } });
        }
      } else {
        const id = random(3) === 0 && existing.length > 0 ? pick() : `n${step}`;
        const parentId = existing.length > 0 && random(3) > 0 ? pick() : null;
        if (parentId !== null && (parentId === id || tree.subtree(id).includes(parentId))) continue;
        const row = { entry: entry(id, parentId), rank: `a${random(50).toString().padStart(2, '0')}` };
        tree = tree.changed([row]);
        rows.set(id, row);
      }
      if (random(3) > 0) expect(tree.entries).toEqual(orderRows([...rows.values()]).entries);
    }
  });
});
