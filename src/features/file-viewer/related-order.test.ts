import { describe, expect, it } from 'vitest';
import { moveWithinGroup } from './related-order';

const link = (relationshipId: string, position: number, elementId: string | null) => ({
  relationshipId,
  position,
  elementId,
});

const all = [
  link('a1', 1, 'friends'),
  link('x', 2, 'colleagues'),
  link('a2', 3, 'friends'),
  link('a3', 4, 'friends'),
];
const friends = (candidate: { elementId: string | null }) => candidate.elementId === 'friends';
const order = (list: { relationshipId: string; position: number }[]) =>
  list.map((item) => `${item.position}:${item.relationshipId}`);

describe('moveWithinGroup', () => {
  it('swaps with the neighbour of the same group, leaving other groups in place', () => {
    expect(order(moveWithinGroup(all, friends, 'a2', 'up'))).toEqual(['1:a2', '2:x', '3:a1', '4:a3']);
    expect(order(moveWithinGroup(all, friends, 'a2', 'down'))).toEqual(['1:a1', '2:x', '3:a3', '4:a2']);
  });

  it('keeps the order at either end of the group', () => {
    expect(order(moveWithinGroup(all, friends, 'a1', 'up'))).toEqual(['1:a1', '2:x', '3:a2', '4:a3']);
    expect(order(moveWithinGroup(all, friends, 'a3', 'down'))).toEqual(['1:a1', '2:x', '3:a2', '4:a3']);
  });

  it('orders by position first and numbers from 1', () => {
    const shuffled = [link('b', 9, 'friends'), link('a', 2, 'friends')];
    expect(order(moveWithinGroup(shuffled, friends, 'b', 'up'))).toEqual(['1:b', '2:a']);
  });
});
