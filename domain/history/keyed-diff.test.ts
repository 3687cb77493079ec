import { describe, expect, it } from 'vitest';
import { applyKeyedDiff, keyedDiff } from './keyed-diff';

interface Item {
  id: string;
  value: number;
}
const key = (item: Item) => item.id;
const items = (...pairs: [string, number][]) => pairs.map(([id, value]) => ({ id, value }));

describe('keyedDiff', () => {
  it('is null for equal lists', () => {
    expect(keyedDiff(items(['a', 1]), items(['a', 1]), key)).toBeNull();
    expect(keyedDiff([], [], key)).toBeNull();
  });

  it('keeps changed items with what they were, added ones without, removed ones as they were', () => {
    const diff = keyedDiff(items(['a', 1], ['b', 2]), items(['a', 5], ['c', 3]), key);
    expect(diff).toEqual({ set: items(['a', 5], ['c', 3]), was: items(['a', 1]), removed: items(['b', 2]) });
  });

  it('notes the order only when applying the changes would leave another', () => {
    expect(keyedDiff(items(['a', 1]), items(['a', 1], ['b', 2]), key)).toEqual({ set: items(['b', 2]) });
    expect(keyedDiff(items(['a', 1], ['b', 2]), items(['b', 2], ['a', 1]), key)).toEqual({
      order: ['b', 'a'],
    });
    expect(keyedDiff(items(['a', 1]), items(['b', 2], ['a', 1]), key)?.order).toEqual(['b', 'a']);
  });

  it.each([
    [items(['a', 1], ['b', 2], ['c', 3]), items(['c', 4], ['a', 1])],
    [[], items(['x', 1], ['y', 2])],
    [items(['x', 1], ['y', 2]), []],
    [items(['a', 1], ['b', 2], ['c', 3], ['d', 4]), items(['d', 4], ['b', 9], ['e', 5], ['a', 1])],
  ])('rebuilds the list after from the list before (%#)', (before, after) => {
    const diff = keyedDiff(before, after, key);
    expect(diff ? applyKeyedDiff(before, diff, key) : before).toEqual(after);
  });
});
