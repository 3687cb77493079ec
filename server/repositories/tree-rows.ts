import { generateNKeysBetween } from 'fractional-indexing';
import { entryWith } from '../../domain/directory/tree-shape';
import { BIN_PARENT_ID, type FlatEntry } from '../../domain/directory/types';

/**
 * A tree as stored: its entries in tree order (positions 1..n among siblings) and the rank of each entry,
 * the fractional index that orders it among its siblings (see migration 008).
 */
export interface RankedEntries {
  entries: FlatEntry[];
  ranks: ReadonlyMap<string, string>;
}

/** An entry with its rank, as a row holds it. */
export interface RankedEntry {
  entry: FlatEntry;
  rank: string;
}

/** What a write stores: the entries it adds or changes (with their ranks) and the ids it takes out. */
export interface TreeChanges {
  written: RankedEntry[];
  removed: string[];
  /** The ranks of the tree after the write. */
  ranks: Map<string, string>;
}

const STORED_FIELDS = [
  'parentId',
  'fileId',
  'name',
  'fixedNumberOfChildren',
  'schemaOfChildren',
  'schemaId',
  'isLeaf',
  'isVisible',
  'ticked',
  'restoreParentId',
] as const satisfies (keyof FlatEntry)[];

const sameStored = (a: FlatEntry, b: FlatEntry) =>
  STORED_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));

const compareRanks = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order of siblings: by rank, and by id where ranks are equal. */
export const siblingOrder = (a: RankedEntry, b: RankedEntry) =>
  compareRanks(a.rank, b.rank) || compareRanks(a.entry.id, b.entry.id);

/** The entry at `position` among its siblings: itself when it is there already. */
export const positioned = (entry: FlatEntry, position: number): FlatEntry =>
  entry.position === position ? entry : entryWith(entry, { position });

/** Indexes into `ranks` of a longest strictly increasing subsequence (patience sorting, O(n log n)). */
function longestIncreasing(ranks: string[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(ranks.length).fill(-1);
  ranks.forEach((rank, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareRanks(ranks[tails[middle] as number] as string, rank) < 0) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index] as number) kept.add(index);
  return kept;
}

/**
 * New ranks for one parent's members in their new order: members that stay under the same parent keep
 * their rank where the order allows (the most of them that are still in order), the others get ranks
 * between their kept neighbours. A move writes the moved entry alone.
 */
function rankGroup(group: FlatEntry[], before: Map<string, FlatEntry>, ranks: Map<string, string>) {
  const oldRank = (entry: FlatEntry) => {
    const previous = before.get(entry.id);
    return previous && (previous.parentId ?? null) === (entry.parentId ?? null)
      ? ranks.get(entry.id)
      : undefined;
  };
  // Most writes leave most folders as they were: every member kept, in order.
  let last = '';
  const unchanged = group.every((entry) => {
    const rank = oldRank(entry);
    const inOrder = rank !== undefined && rank > last;
    if (inOrder) last = rank;
    return inOrder;
  });
  if (unchanged) return new Map<string, string>();
  const withRank = group.flatMap((entry, index) => {
    const rank = oldRank(entry);
    return rank === undefined ? [] : [{ index, rank }];
  });
  const inOrder = longestIncreasing(withRank.map(({ rank }) => rank));
  const kept = new Map(
    withRank.filter((_, order) => inOrder.has(order)).map(({ index, rank }) => [index, rank]),
  );
  const changed = new Map<string, string>();
  let lower: string | null = null;
  let start = 0;
  for (let index = 0; index <= group.length; index++) {
    const keptRank = index < group.length ? kept.get(index) : null;
    if (keptRank === undefined) continue;
    if (index > start) {
      const keys = generateNKeysBetween(lower, keptRank, index - start);
      keys.forEach((key, offset) => {
        changed.set((group[start + offset] as FlatEntry).id, key);
      });
    }
    lower = keptRank;
    start = index + 1;
  }
  return changed;
}

/** The entries of a stored state by id, made once per state (a state's entries never change). */
const indexes = new WeakMap<FlatEntry[], Map<string, FlatEntry>>();
function byId(entries: FlatEntry[]): Map<string, FlatEntry> {
  let index = indexes.get(entries);
  if (!index) {
    index = new Map(entries.map((entry) => [entry.id, entry]));
    indexes.set(entries, index);
  }
  return index;
}

/**
 * The rows a write of `after` over the stored tree `before` changes, and the ranks it leaves. The domain's
 * tree operations keep the objects of the entries they leave alone, so only the sibling lists holding a
 * new object (or whose stored order no longer holds) are ranked again: a change of one entry costs one
 * pass of lookups over the tree, not a comparison of every entry.
 */
export function treeChanges(before: RankedEntries, after: FlatEntry[]): TreeChanges {
  const beforeById = byId(before.entries);
  const afterById = new Map<string, FlatEntry>();
  const touched = new Map<string, FlatEntry[]>();
  const lastRank = new Map<string, string>();
  let kept = 0;
  for (const entry of after) {
    afterById.set(entry.id, entry);
    const parent = entry.parentId ?? '';
    const previous = beforeById.get(entry.id);
    if (previous) kept += 1;
    const rank = previous === entry ? before.ranks.get(entry.id) : undefined;
    if (rank === undefined || rank <= (lastRank.get(parent) ?? '')) touched.set(parent, []);
    else lastRank.set(parent, rank);
  }
  // The next write of this tree starts from `after`: its index is made here, in the same pass.
  indexes.set(after, afterById);
  const removed: string[] = [];
  if (kept !== before.entries.length) {
    for (const entry of before.entries) if (!afterById.has(entry.id)) removed.push(entry.id);
  }
  const ranks = new Map(before.ranks);
  for (const id of removed) ranks.delete(id);
  if (touched.size === 0) return { written: [], removed, ranks };

  for (const entry of after) touched.get(entry.parentId ?? '')?.push(entry);
  const changed = new Set<string>();
  for (const group of touched.values()) {
    const reranked = rankGroup(group, beforeById, ranks);
    for (const [id, rank] of reranked) ranks.set(id, rank);
    for (const entry of group) {
      const previous = beforeById.get(entry.id);
      const unchanged =
        previous && !reranked.has(entry.id) && (previous === entry || sameStored(previous, entry));
      if (!unchanged) changed.add(entry.id);
    }
  }
  // In tree order, as the tree holds them.
  const written: RankedEntry[] = [];
  for (const entry of after) {
    if (changed.has(entry.id)) written.push({ entry, rank: ranks.get(entry.id) as string });
  }
  return { written, removed, ranks };
}

/**
 * Entries in tree order with positions 1..n among siblings, from rows in any order. Roots are entries
 * whose parent is null, 'bin' or no entry; entries on a cycle of parents surface at the root, as
 * `nestEntries` places them, so a whole-tree save never loses them.
 */
export function orderRows(rows: RankedEntry[]): RankedEntries {
  const ids = new Set(rows.map(({ entry }) => entry.id));
  const roots: RankedEntry[] = [];
  const childrenOf = new Map<string, RankedEntry[]>();
  for (const row of rows) {
    const { parentId } = row.entry;
    if (parentId === null || parentId === BIN_PARENT_ID || !ids.has(parentId)) {
      roots.push(row);
      continue;
    }
    const siblings = childrenOf.get(parentId);
    if (siblings) siblings.push(row);
    else childrenOf.set(parentId, [row]);
  }
  const entries: FlatEntry[] = [];
  const ranks = new Map<string, string>();
  const placed = new Set<string>();
  const visit = (level: RankedEntry[]) => {
    const stack = level
      .sort(siblingOrder)
      .map((row, index) => ({ row, position: index + 1 }))
      .reverse();
    for (let next = stack.pop(); next; next = stack.pop()) {
      const { row, position } = next;
      if (placed.has(row.entry.id)) continue;
      placed.add(row.entry.id);
      entries.push(positioned(row.entry, position));
      ranks.set(row.entry.id, row.rank);
      const children = (childrenOf.get(row.entry.id) ?? []).sort(siblingOrder);
      for (let index = children.length - 1; index >= 0; index--) {
        stack.push({ row: children[index] as RankedEntry, position: index + 1 });
      }
    }
  };
  visit(roots);
  for (const row of rows) if (!placed.has(row.entry.id)) visit([row]);
  return { entries, ranks };
}
