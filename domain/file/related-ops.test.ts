import { describe, expect, it } from 'vitest';
import {
  appendRelated,
  moveRelated,
  removeRelated,
  renumberRelated,
  withRestoredInPlace,
} from './related-ops';
import type { RelatedFileLink } from './types';

const link = (relationshipId: string, position: number): RelatedFileLink => ({
  id: `entry-${relationshipId}`,
  fileId: `file-${relationshipId}`,
  relationshipId,
  position,
  label: relationshipId.toUpperCase(),
  elementId: 'rel',
});

const three = () => [link('a', 1), link('b', 2), link('c', 3)];
const order = (list: RelatedFileLink[]) => list.map((r) => [r.relationshipId, r.position]);

describe('renumberRelated', () => {
  it('sorts by position and numbers from 1', () => {
    expect(order(renumberRelated([link('c', 9), link('a', 0), link('b', 4)]))).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('keeps list order for equal positions', () => {
    expect(order(renumberRelated([link('x', 1), link('y', 1)]))).toEqual([
      ['x', 1],
      ['y', 2],
    ]);
  });

  it('handles the empty list and leaves its input unchanged', () => {
    expect(renumberRelated([])).toEqual([]);
    const list = [link('b', 5), link('a', 3)];
    const before = structuredClone(list);
    renumberRelated(list);
    expect(list).toEqual(before);
  });
});

describe('appendRelated', () => {
  it('appends after the current list and numbers from 1', () => {
    expect(order(appendRelated(three(), [link('d', 0), link('e', 0)]))).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
      ['e', 5],
    ]);
  });

  it('appends to an empty list', () => {
    expect(order(appendRelated([], [link('a', 7)]))).toEqual([['a', 1]]);
  });

  it('does not add a relationship twice', () => {
    expect(order(appendRelated(three(), [link('b', 1), link('d', 1), link('d', 2)]))).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
  });

  it('orders the current list by position first', () => {
    expect(order(appendRelated([link('b', 2), link('a', 1)], [link('c', 1)]))).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('leaves its inputs unchanged', () => {
    const list = three();
    const added = [link('d', 0)];
    const before = structuredClone({ list, added });
    appendRelated(list, added);
    expect({ list, added }).toEqual(before);
  });
});

describe('removeRelated', () => {
  it('drops by relationshipId and closes the gap', () => {
    expect(order(removeRelated(three(), 'a'))).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('changes nothing for an unknown relationship', () => {
    expect(order(removeRelated(three(), 'zz'))).toEqual(order(three()));
    expect(removeRelated([], 'a')).toEqual([]);
  });

  it('leaves its input unchanged', () => {
    const list = three();
    const before = structuredClone(list);
    removeRelated(list, 'b');
    expect(list).toEqual(before);
  });
});

describe('moveRelated', () => {
  it('swaps with the neighbour above or below', () => {
    expect(order(moveRelated(three(), 'b', 'up'))).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
    expect(order(moveRelated(three(), 'b', 'down'))).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
  });

  it('returns the list as it is for the first going up, the last going down and unknown ids', () => {
    const list = three();
    expect(moveRelated(list, 'a', 'up')).toBe(list);
    expect(moveRelated(list, 'c', 'down')).toBe(list);
    expect(moveRelated(list, 'zz', 'up')).toBe(list);
    expect(moveRelated([], 'a', 'down')).toEqual([]);
  });

  it('follows positions, not list order, and renumbers', () => {
    expect(order(moveRelated([link('c', 30), link('a', 10), link('b', 20)], 'c', 'up'))).toEqual([
      ['a', 1],
      ['c', 2],
      ['b', 3],
    ]);
  });

  it('leaves its input unchanged', () => {
    const list = three();
    const before = structuredClone(list);
    moveRelated(list, 'c', 'up');
    expect(list).toEqual(before);
  });
});

describe('withRestoredInPlace', () => {
  const link = (relationshipId: string, position: number) => ({ relationshipId, position });

  it('puts the link that brought a removed one back in its old place', () => {
    const before = [link('a', 1), link('b', 2), link('c', 3)];
    const now = [link('a', 1), link('c', 2), link('b2', 3)];
    expect(withRestoredInPlace(before, 'b', now, 'b2')).toEqual([link('a', 1), link('b2', 2), link('c', 3)]);
  });

  it('keeps links added meanwhile after them, and leaves out those removed meanwhile', () => {
    const before = [link('a', 1), link('b', 2), link('c', 3)];
    const now = [link('c', 1), link('d', 2), link('a2', 3)];
    expect(withRestoredInPlace(before, 'a', now, 'a2')).toEqual([link('a2', 1), link('c', 2), link('d', 3)]);
  });
});
