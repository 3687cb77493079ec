import { BIN_PARENT_ID, type DirectoryItem, type FlatEntry } from './types';

export interface FoundItem {
  item: DirectoryItem;
  parent: DirectoryItem | null;
  /** Root = 1. */
  depth: number;
}

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

/**
 * The flat entry of each item nested from one or flattened once: an item a change left alone flattens to
 * the very entry it came from, so whoever compares a tree before and after a change (the server, which
 * writes only the entries that differ) finds the unchanged ones by identity. Items are never changed in
 * place (the tree operations copy what they change), so the entry stays true to its item.
 */
const flatEntries = new WeakMap<DirectoryItem, FlatEntry>();

export function withoutChildren(item: DirectoryItem): FlatEntry {
  let entry = flatEntries.get(item);
  if (!entry) {
    entry = clientEntry(item, item.client);
    flatEntries.set(item, entry);
  }
  return entry;
}

/** Siblings by position: the list itself when it is in that order already, as a loaded tree's are. */
function byPositionOrder(items: DirectoryItem[]): DirectoryItem[] {
  const ordered = items.every(
    (item, index) => index === 0 || (items[index - 1] as DirectoryItem).position <= item.position,
  );
  return ordered ? items : [...items].sort(byPosition);
}

/** Every entry at every depth, depth-first in tree order (siblings by position). */
export function flattenTree(items: DirectoryItem[]): FlatEntry[] {
  const flat: FlatEntry[] = [];
  const stack = [...byPositionOrder(items)].reverse();
  for (let item = stack.pop(); item; item = stack.pop()) {
    flat.push(withoutChildren(item));
    const children = byPositionOrder(item.children);
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as DirectoryItem);
  }
  return flat;
}

/**
 * Builds the nested tree. Roots are entries whose parent is null, 'bin' or not an entry; siblings are
 * ordered by position, then by input order.
 */
export function nestEntries(entries: FlatEntry[]): DirectoryItem[] {
  const ids = new Set(entries.map((entry) => entry.id));
  const roots: FlatEntry[] = [];
  const childrenOf = new Map<string, FlatEntry[]>();
  for (const entry of entries) {
    const { parentId } = entry;
    if (parentId === null || parentId === BIN_PARENT_ID || !ids.has(parentId)) {
      roots.push(entry);
      continue;
    }
    const siblings = childrenOf.get(parentId);
    if (siblings) siblings.push(entry);
    else childrenOf.set(parentId, [entry]);
  }

  const placed = new Set<FlatEntry>();
  const tree = buildLevels(roots, childrenOf, placed);
  // Entries whose parents form a cycle are reachable from no root; dropping them would lose them on the
  // next whole-tree save, so they surface at the root instead.
  for (const entry of entries) {
    if (!placed.has(entry)) tree.push(...buildLevels([entry], childrenOf, placed));
  }
  return tree;
}

/**
 * The entry of `client`, written out field by field. Spread with the client added (`{ ...entry, client }`),
 * V8 gives each entry a hidden class of its own, and every later pass over a tree of such entries (the tree
 * query's answer above all) runs several times slower. Every entry and item is made here, so all share
 * one class (two: with and without a former parent in the bin).
 */
export function clientEntry(entry: Omit<FlatEntry, 'client'>, client: string): FlatEntry {
  const stored: FlatEntry = {
    id: entry.id,
    fileId: entry.fileId,
    parentId: entry.parentId,
    position: entry.position,
    name: entry.name,
    fixedNumberOfChildren: entry.fixedNumberOfChildren,
    schemaOfChildren: entry.schemaOfChildren,
    client,
    schemaId: entry.schemaId,
    isLeaf: entry.isLeaf,
    isVisible: entry.isVisible,
    ticked: entry.ticked,
  };
  if (entry.restoreParentId !== undefined) stored.restoreParentId = entry.restoreParentId;
  return stored;
}

/**
 * A copy of the entry with `change` put in, of the same hidden class as `clientEntry`'s (a spread,
 * `{ ...entry, position }`, would make one of its own; see there). `restoreParentId: undefined` leaves
 * that field out.
 */
export function entryWith(entry: FlatEntry, change: Partial<FlatEntry>): FlatEntry {
  const next = Object.assign(clientEntry(entry, entry.client), change);
  // The field added last: taking it out again gives the class of an entry without it.
  if (next.restoreParentId === undefined) delete next.restoreParentId;
  return next;
}

/**
 * The item of an entry, with these children: the entry written out (see `clientEntry`; a tree of 100,000
 * entries is built on every load, and an object spread took ten times as long), its children added.
 */
function itemOf(entry: FlatEntry, children: DirectoryItem[]): DirectoryItem {
  const item = clientEntry(entry, entry.client) as DirectoryItem;
  item.children = children;
  return item;
}

function buildLevels(
  top: FlatEntry[],
  childrenOf: Map<string, FlatEntry[]>,
  placed: Set<FlatEntry>,
): DirectoryItem[] {
  const result: DirectoryItem[] = [];
  const pending = [{ entries: top, into: result }];
  for (let level = pending.pop(); level; level = pending.pop()) {
    // The lists are this module's own (see nestEntries), so they are sorted in place.
    for (const entry of level.entries.sort(byPosition)) {
      if (placed.has(entry)) continue;
      placed.add(entry);
      const node = itemOf(entry, []);
      flatEntries.set(node, entry);
      level.into.push(node);
      const children = childrenOf.get(entry.id);
      if (children) pending.push({ entries: children, into: node.children });
    }
  }
  return result;
}

/** Positions 1..n among siblings at every level, in the current order; entries already in place keep their identity. */
export function renumberPositions(items: DirectoryItem[]): DirectoryItem[] {
  // Most loaded trees are numbered already: nothing is copied until an entry out of place is found.
  let renumbered: DirectoryItem[] | null = null;
  items.forEach((item, index) => {
    const children = renumberPositions(item.children);
    const inPlace = item.position === index + 1 && children === item.children;
    if (inPlace && !renumbered) return;
    renumbered ??= items.slice(0, index);
    renumbered.push(inPlace ? item : { ...item, position: index + 1, children });
  });
  return renumbered ?? items;
}

/** Levels of the tree: root = 1, empty = 0. */
export function treeDepth(items: DirectoryItem[]): number {
  let deepest = 0;
  const stack = items.map((item) => ({ item, depth: 1 }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    deepest = Math.max(deepest, next.depth);
    for (const child of next.item.children) stack.push({ item: child, depth: next.depth + 1 });
  }
  return deepest;
}

/** The first entry with that id in tree order, with its parent and depth. */
export function findItem(items: DirectoryItem[], id: string): FoundItem | null {
  const stack: FoundItem[] = items.map((item) => ({ item, parent: null, depth: 1 })).reverse();
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.item.id === id) return next;
    for (const child of [...next.item.children].reverse()) {
      stack.push({ item: child, parent: next.item, depth: next.depth + 1 });
    }
  }
  return null;
}

/** Whether the entry is in the tree under that parent (null: the top level): not deleted, not moved away. */
export function isUnder(items: DirectoryItem[], id: string, parentId: string | null): boolean {
  return findItem(items, id)?.item.parentId === parentId;
}
