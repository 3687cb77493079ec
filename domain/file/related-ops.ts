export interface Ordered {
  relationshipId: string;
  position: number;
}

const numberedInListOrder = <T extends Ordered>(list: T[]): T[] =>
  list.map((related, index) =>
    related.position === index + 1 ? related : { ...related, position: index + 1 },
  );

/** Sorted by position (ties keep list order) and renumbered 1..n. */
export function renumberRelated<T extends Ordered>(list: T[]): T[] {
  return numberedInListOrder([...list].sort((a, b) => a.position - b.position));
}

/** Appends in the given order after the current list; a relationship already listed is not added twice. */
export function appendRelated<T extends Ordered>(list: T[], added: T[]): T[] {
  const known = new Set(list.map((related) => related.relationshipId));
  const fresh = added.filter((related) => {
    if (known.has(related.relationshipId)) return false;
    known.add(related.relationshipId);
    return true;
  });
  return numberedInListOrder([...renumberRelated(list), ...fresh]);
}

export function removeRelated<T extends Ordered>(list: T[], relationshipId: string): T[] {
  return renumberRelated(list.filter((related) => related.relationshipId !== relationshipId));
}

/** Swaps with the neighbour; the first cannot go up and the last cannot go down (list returned as is). */
export function moveRelated<T extends Ordered>(
  list: T[],
  relationshipId: string,
  direction: 'up' | 'down',
): T[] {
  const ordered = renumberRelated(list);
  const from = ordered.findIndex((related) => related.relationshipId === relationshipId);
  const to = direction === 'up' ? from - 1 : from + 1;
  const moving = ordered[from];
  const neighbour = ordered[to];
  if (from === -1 || !moving || !neighbour) return list;
  const swapped = [...ordered];
  swapped[to] = { ...moving, position: to + 1 };
  swapped[from] = { ...neighbour, position: from + 1 };
  return swapped;
}

/**
 * The links `now`, ordered as `before` was when the link `removedId` was taken out, with `restoredId` (the
 * link that brought it back) in its place; links added meanwhile follow in their order. Numbered from 1.
 */
export function withRestoredInPlace<T extends Ordered>(
  before: readonly T[],
  removedId: string,
  now: readonly T[],
  restoredId: string,
): T[] {
  const byId = new Map(now.map((link) => [link.relationshipId, link]));
  const placed = before.flatMap((link) => {
    const found = byId.get(link.relationshipId === removedId ? restoredId : link.relationshipId);
    return found ? [found] : [];
  });
  const placedIds = new Set(placed.map((link) => link.relationshipId));
  return numberedInListOrder([...placed, ...now.filter((link) => !placedIds.has(link.relationshipId))]);
}
