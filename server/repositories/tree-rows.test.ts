import { describe, expect, it } from 'vitest';
import { flattenTree, nestEntries, renumberPositions } from '../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry } from '../../domain/directory/types';
import { entry } from './test-entry';
import { orderRows, type RankedEntries, treeChanges } from './tree-rows';

/** Entries in tree order with positions 1..n, as the domain leaves them after a change. */
const inTreeOrder = (entries: FlatEntry[]) => flattenTree(renumberPositions(nestEntries(entries)));

/** The tree as stored after writing `after` over `before`, and what the write stored. */
function write(before: RankedEntries, after: FlatEntry[]) {
  const changes = treeChanges(before, after);
  return { changes, stored: { entries: after, ranks: changes.ranks } };
}

/** What a read of the rows gives back, in tree order. */
const readBack = ({ entries, ranks }: RankedEntries) =>
  orderRows(entries.map((item) => ({ entry: item, rank: ranks.get(item.id) as string }))).entries;

const empty: RankedEntries = { entries: [], ranks: new Map() };

const children = (n: number, parentId: string | null = null) =>
  Array.from({ length: n }, (_, index) => entry(`e${index + 1}`, parentId));

describe('treeChanges', () => {
  it('writes every entry of a new tree, ranked in its order', () => {
    const entries = inTreeOrder([entry('a'), entry('a1', 'a'), entry('b')]);
    const { changes, stored } = write(empty, entries);

    expect(changes.written.map((row) => row.entry.id)).toEqual(['a', 'a1', 'b']);
    expect(changes.removed).toEqual([]);
    expect(readBack(stored)).toEqual(entries);
  });

  it('writes nothing when the same tree is written again, even as new objects', () => {
    const entries = inTreeOrder(children(5));
    const { stored } = write(empty, entries);

    const again = treeChanges(
      stored,
      entries.map((item) => ({ ...item })),
    );
    expect(again.written).toEqual([]);
    expect(again.removed).toEqual([]);
  });

  it('writes one row for an entry added at the end, at the start or in the middle', () => {
    const { stored } = write(empty, inTreeOrder(children(50)));
    const added = entry('new');
    for (const at of [0, 25, 50]) {
      const after = [...stored.entries];
      after.splice(at, 0, added);
      const { changes, stored: next } = write(
        stored,
        inTreeOrder(after.map((item, index) => ({ ...item, position: index + 1 }))),
      );
      expect(changes.written.map((row) => row.entry.id)).toEqual(['new']);
      expect(readBack(next).map((item) => item.id)).toEqual(after.map((item) => item.id));
    }
  });

  it('writes one row for a move among siblings, however far, either way', () => {
    const { stored } = write(empty, inTreeOrder(children(100)));
    const ids = stored.entries.map((item) => item.id);
    for (const [from, to] of [
      [0, 99],
      [99, 0],
      [40, 41],
      [70, 3],
    ] as const) {
      const order = [...ids];
      const [moved] = order.splice(from, 1);
      order.splice(to, 0, moved as string);
      const after = order.map((id, index) => ({
        ...(stored.entries.find((item) => item.id === id) as FlatEntry),
        position: index + 1,
      }));
      const { changes, stored: next } = write(stored, after);
      // One entry gets a new rank: the moved one, or for two neighbours swapped either of them.
      expect(changes.written).toHaveLength(1);
      expect(readBack(next).map((item) => item.id)).toEqual(order);
    }
  });

  it('writes one row for a rename and for a move into another folder, and takes out what is gone', () => {
    const before = inTreeOrder([entry('a'), entry('b'), ...children(20, 'a')]);
    const { stored } = write(empty, before);

    const renamed = stored.entries.map((item) => (item.id === 'e7' ? { ...item, name: 'Sieben' } : item));
    expect(treeChanges(stored, renamed).written.map((row) => [row.entry.id, row.entry.name])).toEqual([
      ['e7', 'Sieben'],
    ]);

    const moved = inTreeOrder(
      stored.entries.map((item) => (item.id === 'e3' ? { ...item, parentId: 'b' } : item)),
    );
    const { changes, stored: next } = write(stored, moved);
    expect(changes.written.map((row) => row.entry.id)).toEqual(['e3']);
    expect(readBack(next)).toEqual(moved);

    const removed = treeChanges(
      next,
      next.entries.filter((item) => item.id !== 'e9'),
    );
    expect(removed.written).toEqual([]);
    expect(removed.removed).toEqual(['e9']);
    expect(removed.ranks.has('e9')).toBe(false);
  });

  it('keeps what a read gives back equal to what was written, over many random changes', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    let items: DirectoryItem[] = nestEntries(inTreeOrder([entry('r1'), entry('r2'), entry('r3')]));
    let stored = write(empty, flattenTree(items)).stored;
    for (let step = 0; step < 300; step++) {
      const flat = flattenTree(items);
      const folders = flat.filter((item) => !item.isLeaf);
      const target = flat[random(flat.length)] as FlatEntry;
      const parent = folders[random(folders.length)] as FlatEntry;
      const childless = !flat.some((item) => item.parentId === target.id);
      const next = flat
        .filter((item) => step % 7 !== 0 || item.id !== target.id || !childless)
        .map((item) => ({ ...item }));
      if (step % 3 === 0)
        next.push(entry(`n${step}`, random(2) ? parent.id : null, { position: random(5) + 1 }));
      else if (step % 3 === 1) {
        const moving = next.find((item) => item.id === target.id);
        const isAncestor = (id: string | null): boolean =>
          id !== null &&
          (id === target.id || isAncestor(next.find((item) => item.id === id)?.parentId ?? null));
        if (moving && !isAncestor(parent.id))
          Object.assign(moving, { parentId: parent.id, position: random(4) + 0.5 });
      }
      items = renumberPositions(nestEntries(next.sort((a, b) => a.position - b.position)));
      const after = flattenTree(items);
      const { changes, stored: written } = write(stored, after);
      expect(changes.written.length).toBeLessThanOrEqual(2);
      stored = written;
      expect(readBack(stored)).toEqual(after);
    }
  });
});

describe('orderRows', () => {
  it('orders siblings by rank, counts positions and puts entries with a missing parent at the root', () => {
    const rows = [
      { entry: entry('c', 'a'), rank: 'a1' },
      { entry: entry('b'), rank: 'a1' },
      { entry: entry('a'), rank: 'a0' },
      { entry: entry('d', 'a'), rank: 'a0V' },
      { entry: entry('lost', 'gone'), rank: 'a2' },
    ];
    expect(orderRows(rows).entries.map((item) => [item.id, item.position])).toEqual([
      ['a', 1],
      ['d', 1],
      ['c', 2],
      ['b', 2],
      ['lost', 3],
    ]);
  });

  it('keeps entries on a cycle of parents, at the root', () => {
    const rows = [
      { entry: entry('x', 'y'), rank: 'a0' },
      { entry: entry('y', 'x'), rank: 'a0' },
    ];
    expect(
      orderRows(rows)
        .entries.map((item) => item.id)
        .sort(),
    ).toEqual(['x', 'y']);
  });
});
