import { jsonEqual } from '../schema/json-equal';

/**
 * How a list of items with keys changed: what to apply to the list before to get the list after, and
 * what it held before, so a change can be told in words without rebuilding either side.
 */
export interface KeyedDiff<T> {
  /** Items added or changed, as they are after. */
  set?: T[];
  /** The changed items of `set` as they were before (added items have none). */
  was?: T[];
  /** Items taken out, as they were. */
  removed?: T[];
  /** Every key in its order after, when applying `set` and `removed` leaves another order. */
  order?: string[];
}

/** Applies `set` and `removed` to `before`: changed items in place, new ones at the end. */
function applyItems<T>(before: T[], diff: KeyedDiff<T>, keyOf: (item: T) => string): T[] {
  const gone = new Set((diff.removed ?? []).map(keyOf));
  const set = new Map((diff.set ?? []).map((item) => [keyOf(item), item]));
  const result: T[] = [];
  for (const item of before) {
    const key = keyOf(item);
    if (gone.has(key)) continue;
    result.push(set.get(key) ?? item);
    set.delete(key);
  }
  result.push(...set.values());
  return result;
}

/** The change from `before` to `after` (keys unique in each); null when they are equal. */
export function keyedDiff<T>(before: T[], after: T[], keyOf: (item: T) => string): KeyedDiff<T> | null {
  const beforeByKey = new Map(before.map((item) => [keyOf(item), item]));
  const afterKeys = new Set(after.map(keyOf));
  const set: T[] = [];
  const was: T[] = [];
  for (const item of after) {
    const previous = beforeByKey.get(keyOf(item));
    if (previous !== undefined && jsonEqual(previous, item)) continue;
    set.push(item);
    if (previous !== undefined) was.push(previous);
  }
  const removed = before.filter((item) => !afterKeys.has(keyOf(item)));
  const diff: KeyedDiff<T> = {};
  if (set.length > 0) diff.set = set;
  if (was.length > 0) diff.was = was;
  if (removed.length > 0) diff.removed = removed;
  const applied = applyItems(before, diff, keyOf).map(keyOf);
  const order = after.map(keyOf);
  if (applied.some((key, index) => key !== order[index])) diff.order = order;
  return Object.keys(diff).length === 0 ? null : diff;
}

/** The list `diff` was made to, from the list it was made from. */
export function applyKeyedDiff<T>(before: T[], diff: KeyedDiff<T>, keyOf: (item: T) => string): T[] {
  const applied = applyItems(before, diff, keyOf);
  if (!diff.order) return applied;
  const byKey = new Map(applied.map((item) => [keyOf(item), item]));
  return diff.order.flatMap((key) => {
    const item = byKey.get(key);
    return item === undefined ? [] : [item];
  });
}
