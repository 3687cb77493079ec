/**
 * New ids for a write that is applied again and again (optimistically, then on newer states): each
 * replay starts a generator that hands out the same ids in the same order, so new rows keep their keys.
 */
export function replayableIds(): () => () => string {
  const ids: string[] = [];
  return () => {
    let next = 0;
    return () => {
      ids[next] ??= crypto.randomUUID();
      const id = ids[next] as string;
      next += 1;
      return id;
    };
  };
}
