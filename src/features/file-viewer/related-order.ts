import { moveRelated, type Ordered, renumberRelated } from '../../../domain/file/related-ops';

/**
 * Moves a link among the links of its group (one Relationship element) by one place and answers the
 * file's whole list in the new order, numbered from 1: the group's links swap the places they hold.
 */
export function moveWithinGroup<T extends Ordered>(
  all: readonly T[],
  inGroup: (link: T) => boolean,
  relationshipId: string,
  direction: 'up' | 'down',
): T[] {
  const ordered = renumberRelated([...all]);
  const moved = moveRelated(ordered.filter(inGroup), relationshipId, direction);
  let next = 0;
  return renumberRelated(
    ordered.map((link, index) => {
      if (!inGroup(link)) return link;
      const placed = moved[next++] ?? link;
      return { ...placed, position: index + 1 };
    }),
  );
}
