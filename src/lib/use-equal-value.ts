import { useRef } from 'react';

/**
 * `value`, or the value returned before while `equal` holds between the two: what is derived anew on every
 * render but means the same (a map of problems, say) then changes no context and renders no memoised child.
 */
export function useEqualValue<T>(value: T, equal: (kept: T, next: T) => boolean): T {
  const kept = useRef(value);
  if (kept.current !== value && !equal(kept.current, value)) kept.current = value;
  return kept.current;
}
