import { findItem, flattenTree } from './tree-shape';
import type { DirectoryItem } from './types';

export type TickState = 'checked' | 'unchecked' | 'indeterminate';

/** Leaf-filtered strategy: only leaves (files, schemas) carry a tick of their own. */
export const isTickable = (item: { isLeaf: boolean }) => item.isLeaf;

/** The tick state of every entry; a folder is checked when all its tickable leaves are. */
export function tickStates(items: DirectoryItem[], tickedLeafIds: Set<string>): Map<string, TickState> {
  const states = new Map<string, TickState>();
  const visit = (item: DirectoryItem): { leaves: number; ticked: number } => {
    let leaves = 0;
    let ticked = 0;
    for (const child of item.children) {
      const below = visit(child);
      leaves += below.leaves;
      ticked += below.ticked;
    }
    if (isTickable(item)) {
      const own = tickedLeafIds.has(item.id);
      states.set(item.id, own ? 'checked' : 'unchecked');
      return { leaves: leaves + 1, ticked: ticked + (own ? 1 : 0) };
    }
    states.set(item.id, ticked === 0 ? 'unchecked' : ticked === leaves ? 'checked' : 'indeterminate');
    return { leaves, ticked };
  };
  for (const item of items) visit(item);
  return states;
}

/**
 * Ticks or unticks a leaf, or all leaves below a folder (unticking only when all are ticked). Only the
 * leaves in `items` are touched, so passing the filtered tree ticks only what the user sees.
 */
export function toggleTick(items: DirectoryItem[], ticked: Set<string>, id: string): Set<string> {
  const next = new Set(ticked);
  const found = findItem(items, id);
  if (!found) return next;
  if (isTickable(found.item)) {
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  }
  const leafIds = flattenTree(found.item.children)
    .filter(isTickable)
    .map((entry) => entry.id);
  const allTicked = leafIds.every((leafId) => next.has(leafId));
  for (const leafId of leafIds) {
    if (allTicked) next.delete(leafId);
    else next.add(leafId);
  }
  return next;
}

/**
 * The ticked values in the order they were ticked: those ticked before keep their places, newly ticked
 * ones follow in the order given (tree order, when one tick brought several).
 */
export function inTickOrder<T>(before: readonly T[], now: readonly T[]): T[] {
  const present = new Set(now);
  const kept = before.filter((value) => present.has(value));
  const keptSet = new Set(kept);
  return [...kept, ...[...present].filter((value) => !keptSet.has(value))];
}
