import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { element, group, topLevel } from './element-fixtures';
import {
  addElement,
  allElementIds,
  canMoveDown,
  canMoveUp,
  countChildren,
  deleteChild,
  deleteElement,
  elementsEqual,
  findElement,
  flattenElements,
  moveElement,
  nextPosition,
  replaceElement,
  sortByPosition,
} from './element-ops';
import type { SchemaElement } from './types';

let error: MockInstance<typeof console.error>;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  error.mockRestore();
});

const schema = () =>
  topLevel([
    element('title'),
    group('address', [element('street'), group('geo', [element('lat'), element('lng')])]),
    element('notes', 'WYSIWYG'),
  ]);

/** [elementId, position] pairs of a sibling list in list order. */
const places = (list: SchemaElement[] | undefined) => (list ?? []).map((e) => [e.elementId, e.position]);

const expectOk = (result: ReturnType<typeof addElement>) => {
  if (!result.ok) throw new Error(`expected success, got ${result.error}`);
  return result.elements;
};

describe('nextPosition', () => {
  it('is 0 without siblings and the highest position + 1 otherwise', () => {
    expect(nextPosition([])).toBe(0);
    expect(nextPosition([element('a', 'Input', { position: 0 })])).toBe(1);
    expect(
      nextPosition([element('a', 'Input', { position: 4 }), element('b', 'Input', { position: 2 })]),
    ).toBe(5);
  });
});

describe('addElement', () => {
  it('adds at the top level with parentId 0 at the next position', () => {
    for (const parent of [undefined, null, '0', '']) {
      const elements = expectOk(
        addElement(schema(), element('new', 'Select', { parentId: 'x', position: 9 }), parent),
      );
      expect(elements.at(-1)).toMatchObject({ elementId: 'new', parentId: '0', position: 3 });
    }
  });

  it('adds the first element of an empty schema at position 0', () => {
    expect(places(expectOk(addElement([], element('first'))))).toEqual([['first', 0]]);
  });

  it('adds into a nested Group at the next position among its children', () => {
    const elements = expectOk(addElement(schema(), element('alt'), 'geo'));
    const geo = findElement(elements, 'geo');
    expect(places(geo?.children)).toEqual([
      ['lat', 0],
      ['lng', 1],
      ['alt', 2],
    ]);
    expect(geo?.children[2]?.parentId).toBe('geo');
  });

  it('adds into an empty Group at position 0', () => {
    const elements = expectOk(addElement([group('g', [])], element('child'), 'g'));
    expect(elements[0]?.children[0]).toMatchObject({ parentId: 'g', position: 0 });
  });

  it('refuses a missing parent with a logged error', () => {
    expect(addElement(schema(), element('new'), 'ghost')).toEqual({ ok: false, error: 'parent-not-found' });
    expect(error).toHaveBeenCalledOnce();
  });

  it('refuses a parent that is not a Group', () => {
    expect(addElement(schema(), element('new'), 'street')).toEqual({ ok: false, error: 'parent-not-group' });
    expect(error).toHaveBeenCalledOnce();
  });

  it('refuses an elementId that already exists at any depth', () => {
    expect(addElement(schema(), element('lng'))).toEqual({ ok: false, error: 'duplicate-element-id' });
    expect(addElement(schema(), group('box', [element('title')]))).toEqual({
      ok: false,
      error: 'duplicate-element-id',
    });
    expect(addElement([], group('box', [element('box')]))).toEqual({
      ok: false,
      error: 'duplicate-element-id',
    });
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('leaves its inputs unchanged', () => {
    const elements = schema();
    const added = element('new');
    const before = structuredClone({ elements, added });
    addElement(elements, added, 'geo');
    addElement(elements, added);
    expect({ elements, added }).toEqual(before);
  });
});

describe('replaceElement', () => {
  it('replaces a top-level element', () => {
    const replaced = { ...element('title', 'Select'), label: 'Titel' };
    expect(replaceElement(schema(), replaced)[0]).toEqual(replaced);
  });

  it('replaces an element deep in the hierarchy and keeps the rest', () => {
    const replaced = { ...element('lng'), parentId: 'geo', position: 1, label: 'Longitude' };
    const result = replaceElement(schema(), replaced);
    expect(findElement(result, 'lng')?.label).toBe('Longitude');
    expect(allElementIds(result)).toEqual(allElementIds(schema()));
  });

  it('logs an error and changes nothing for an unknown element', () => {
    const elements = schema();
    expect(replaceElement(elements, element('ghost'))).toBe(elements);
    expect(error).toHaveBeenCalledOnce();
  });

  it('leaves its input unchanged', () => {
    const elements = schema();
    const before = structuredClone(elements);
    replaceElement(elements, { ...element('lat'), label: 'changed' });
    expect(elements).toEqual(before);
  });
});

describe('deleteElement', () => {
  it('deletes a top-level element and closes the position gap', () => {
    const result = expectOk(deleteElement(schema(), 'title'));
    expect(places(result)).toEqual([
      ['address', 0],
      ['notes', 1],
    ]);
  });

  it('deletes at any depth', () => {
    const result = expectOk(deleteElement(schema(), 'lat'));
    expect(places(findElement(result, 'geo')?.children)).toEqual([['lng', 0]]);
  });

  it('refuses an element that has children, with a logged error', () => {
    expect(deleteElement(schema(), 'geo')).toEqual({ ok: false, error: 'has-children' });
    expect(deleteElement(schema(), 'address')).toEqual({ ok: false, error: 'has-children' });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('deletes a Group once it is empty', () => {
    const emptied = expectOk(deleteElement(expectOk(deleteElement(schema(), 'lat')), 'lng'));
    expect(findElement(expectOk(deleteElement(emptied, 'geo')), 'geo')).toBeNull();
  });

  it('refuses an unknown element', () => {
    expect(deleteElement(schema(), 'ghost')).toEqual({ ok: false, error: 'element-not-found' });
    expect(deleteElement([], 'ghost')).toEqual({ ok: false, error: 'element-not-found' });
  });

  it('leaves its input unchanged', () => {
    const elements = schema();
    const before = structuredClone(elements);
    deleteElement(elements, 'lat');
    expect(elements).toEqual(before);
  });
});

describe('deleteChild', () => {
  it('deletes a child of the given parent', () => {
    const result = expectOk(deleteChild(schema(), 'geo', 'lat'));
    expect(places(findElement(result, 'geo')?.children)).toEqual([['lng', 0]]);
  });

  it('deletes from the top level for parent 0 or empty', () => {
    expect(allElementIds(expectOk(deleteChild(schema(), '0', 'notes')))).not.toContain('notes');
    expect(allElementIds(expectOk(deleteChild(schema(), '', 'notes')))).not.toContain('notes');
  });

  it('refuses a child that is not under that parent', () => {
    expect(deleteChild(schema(), 'address', 'lat')).toEqual({ ok: false, error: 'element-not-found' });
    expect(deleteChild(schema(), 'ghost', 'lat')).toEqual({ ok: false, error: 'parent-not-found' });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('refuses a child that has children', () => {
    expect(deleteChild(schema(), 'address', 'geo')).toEqual({ ok: false, error: 'has-children' });
  });
});

describe('moveElement', () => {
  it('swaps positions with the neighbour', () => {
    const down = moveElement(schema(), 'title', 'down');
    expect(places(sortByPosition(down))).toEqual([
      ['address', 0],
      ['title', 1],
      ['notes', 2],
    ]);
    const up = moveElement(schema(), 'notes', 'up');
    expect(places(sortByPosition(up))).toEqual([
      ['title', 0],
      ['notes', 1],
      ['address', 2],
    ]);
  });

  it('moves within a nested Group only', () => {
    const result = moveElement(schema(), 'lng', 'up');
    expect(places(sortByPosition(findElement(result, 'geo')?.children ?? []))).toEqual([
      ['lng', 0],
      ['lat', 1],
    ]);
    expect(places(result)).toEqual(places(schema()));
  });

  it('keeps the first going up and the last going down', () => {
    const elements = schema();
    expect(moveElement(elements, 'title', 'up')).toBe(elements);
    expect(moveElement(elements, 'notes', 'down')).toBe(elements);
    expect(moveElement(elements, 'lng', 'down')).toBe(elements);
  });

  it('follows positions, not list order', () => {
    const elements = [element('b', 'Input', { position: 5 }), element('a', 'Input', { position: 2 })];
    expect(places(moveElement(elements, 'b', 'up'))).toEqual([
      ['b', 2],
      ['a', 5],
    ]);
    expect(moveElement(elements, 'a', 'up')).toBe(elements);
  });

  it('separates siblings that share a position before swapping', () => {
    const elements = [element('a'), element('b'), element('c', 'Input', { position: 1 })];
    expect(places(sortByPosition(moveElement(elements, 'b', 'up')))).toEqual([
      ['b', 0],
      ['a', 1],
      ['c', 2],
    ]);
  });

  it('is undone by the opposite move, so the schema counts as saved again', () => {
    const remote = schema();
    const local = moveElement(moveElement(remote, 'lat', 'down'), 'lat', 'up');
    expect(elementsEqual(local, remote)).toBe(true);
  });

  it('changes nothing for an unknown element and leaves its input unchanged', () => {
    const elements = schema();
    const before = structuredClone(elements);
    expect(moveElement(elements, 'ghost', 'up')).toBe(elements);
    moveElement(elements, 'lat', 'down');
    expect(elements).toEqual(before);
  });
});

describe('canMoveUp and canMoveDown', () => {
  it('tells whether a neighbour exists in that direction', () => {
    expect(canMoveUp(schema(), 'title')).toBe(false);
    expect(canMoveDown(schema(), 'title')).toBe(true);
    expect(canMoveUp(schema(), 'notes')).toBe(true);
    expect(canMoveDown(schema(), 'notes')).toBe(false);
    expect(canMoveUp(schema(), 'lng')).toBe(true);
    expect(canMoveDown(schema(), 'lng')).toBe(false);
  });

  it('is false for an only child and an unknown element', () => {
    const only = [group('g', [element('solo')])];
    expect(canMoveUp(only, 'solo')).toBe(false);
    expect(canMoveDown(only, 'solo')).toBe(false);
    expect(canMoveUp(schema(), 'ghost')).toBe(false);
    expect(canMoveDown(schema(), 'ghost')).toBe(false);
  });
});

describe('lookups', () => {
  it('finds elements at any depth', () => {
    expect(findElement(schema(), 'lng')?.parentId).toBe('geo');
    expect(findElement(schema(), 'ghost')).toBeNull();
    expect(findElement([], 'x')).toBeNull();
  });

  it('counts direct children', () => {
    expect(countChildren(findElement(schema(), 'address') ?? element('x'))).toBe(2);
    expect(countChildren(element('x'))).toBe(0);
  });

  it('lists every element id depth-first by position', () => {
    const shuffled = [element('b', 'Input', { position: 1 }), group('a', [element('a1')], { position: 0 })];
    expect(allElementIds(shuffled)).toEqual(['a', 'a1', 'b']);
    expect(allElementIds(schema())).toEqual(['title', 'address', 'street', 'geo', 'lat', 'lng', 'notes']);
    expect(flattenElements([])).toEqual([]);
  });

  it('sorts by position without changing the input', () => {
    const elements = [element('b', 'Input', { position: 1 }), element('a', 'Input', { position: 0 })];
    expect(sortByPosition(elements).map((e) => e.elementId)).toEqual(['a', 'b']);
    expect(elements.map((e) => e.elementId)).toEqual(['b', 'a']);
  });
});

describe('elementsEqual', () => {
  it('is true for a deep copy with keys in another order', () => {
    const remote = schema();
    const local = JSON.parse(JSON.stringify(remote), (_key, value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    );
    expect(elementsEqual(local, remote)).toBe(true);
  });

  it('treats a key holding undefined like a missing key', () => {
    const remote = [element('a', 'Input', { props: { content: { label: 'A' } } })];
    const local = [element('a', 'Input', { props: { content: { label: 'A', hint: undefined } } })];
    expect(elementsEqual(local, remote)).toBe(true);
  });

  it('sees a change at any depth', () => {
    const remote = schema();
    expect(
      elementsEqual(replaceElement(remote, { ...element('lat'), parentId: 'geo', label: 'x' }), remote),
    ).toBe(false);
    const withHint = [element('a', 'Input', { props: { content: { hint: 'h' } } })];
    expect(elementsEqual(withHint, [element('a')])).toBe(false);
    expect(elementsEqual(expectOk(addElement(remote, element('new'))), remote)).toBe(false);
  });

  it('sees moves, adds and deletes', () => {
    const remote = schema();
    expect(elementsEqual(moveElement(remote, 'title', 'down'), remote)).toBe(false);
    expect(elementsEqual(expectOk(deleteElement(remote, 'notes')), remote)).toBe(false);
  });

  it('compares the empty schema', () => {
    expect(elementsEqual([], [])).toBe(true);
    expect(elementsEqual([], [element('a')])).toBe(false);
  });
});
