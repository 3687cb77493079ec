import { useRef } from 'react';
import { jsonEqual } from '../../domain/schema/json-equal';

/**
 * `value`, or the value returned before while `equal` holds between the two: what is derived anew on every
 * render but means the same (a map of problems, say) then changes no context and renders no memoised child.
 */
export function useEqualValue<T>(value: T, equal: (kept: T, next: T) => boolean): T {
  const kept = useRef(value);
  if (kept.current !== value && !equal(kept.current, value)) kept.current = value;
  return kept.current;
}

/** Whether two maps hold the same keys with equal values, in the same order. */
export const sameEntries = <K, V>(kept: ReadonlyMap<K, V>, next: ReadonlyMap<K, V>) =>
  jsonEqual([...kept], [...next]);
