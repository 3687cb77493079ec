import { describe, expect, it } from 'vitest';
import { inTickOrder, isTickable, tickStates, toggleTick } from './tick';
import { chain, file, folder, linked } from './tree-fixtures';
import { addItem, filterTree } from './tree-ops';

const tree = () =>
  linked([
    folder('root', [folder('sub', [file('a'), file('b')]), file('c')]),
    folder('empty'),
    file('loose'),
  ]);

describe('isTickable', () => {
  it('allows only leaves', () => {
    expect(isTickable(file('x'))).toBe(true);
    expect(isTickable(folder('x'))).toBe(false);
  });
});

describe('tickStates', () => {
  it('has a state for every entry', () => {
    expect([...tickStates(tree(), new Set()).keys()].sort()).toEqual(
      ['a', 'b', 'c', 'empty', 'loose', 'root', 'sub'].sort(),
    );
    expect(tickStates([], new Set()).size).toBe(0);
  });

  it('marks nothing ticked as unchecked everywhere', () => {
    expect(new Set(tickStates(tree(), new Set()).values())).toEqual(new Set(['unchecked']));
  });

  it('marks folders indeterminate when some of their leaves are ticked', () => {
    const states = tickStates(tree(), new Set(['a']));
    expect(states.get('a')).toBe('checked');
    expect(states.get('b')).toBe('unchecked');
    expect(states.get('sub')).toBe('indeterminate');
    expect(states.get('root')).toBe('indeterminate');
  });

  it('marks a folder checked when all its leaves are, at every level', () => {
    const states = tickStates(tree(), new Set(['a', 'b']));
    expect(states.get('sub')).toBe('checked');
    expect(states.get('root')).toBe('indeterminate');
    expect(tickStates(tree(), new Set(['a', 'b', 'c'])).get('root')).toBe('checked');
  });

  it('keeps a folder without leaves unchecked', () => {
    expect(tickStates(tree(), new Set(['a', 'b', 'c', 'loose'])).get('empty')).toBe('unchecked');
  });

  it('ignores ticked ids of folders and of entries not in the tree', () => {
    const states = tickStates(tree(), new Set(['sub', 'root', 'elsewhere']));
    expect(states.get('sub')).toBe('unchecked');
    expect(states.get('root')).toBe('unchecked');
  });

  it('carries a tick at the sixth level up to the root', () => {
    const deep = addItem(chain(5), file('leaf'), 'level-5');
    const states = tickStates(deep, new Set(['leaf']));
    expect(states.get('level-1')).toBe('checked');
    expect(tickStates(addItem(deep, file('other'), 'level-5'), new Set(['leaf'])).get('level-1')).toBe(
      'indeterminate',
    );
  });
});

describe('toggleTick', () => {
  it('ticks and unticks a leaf', () => {
    const ticked = toggleTick(tree(), new Set(), 'a');
    expect(ticked).toEqual(new Set(['a']));
    expect(toggleTick(tree(), ticked, 'a')).toEqual(new Set());
  });

  it('ticks every leaf below a folder, at every depth', () => {
    expect(toggleTick(tree(), new Set(), 'root')).toEqual(new Set(['a', 'b', 'c']));
  });

  it('completes a partly ticked folder before unticking it', () => {
    const completed = toggleTick(tree(), new Set(['a', 'loose']), 'root');
    expect(completed).toEqual(new Set(['a', 'b', 'c', 'loose']));
    expect(toggleTick(tree(), completed, 'root')).toEqual(new Set(['loose']));
  });

  it('ticks only the leaves left by a filter', () => {
    const visible = filterTree(tree(), 'a');
    expect(toggleTick(visible, new Set(), 'root')).toEqual(new Set(['a']));
  });

  it('changes nothing for an empty folder or an unknown id', () => {
    expect(toggleTick(tree(), new Set(['c']), 'empty')).toEqual(new Set(['c']));
    expect(toggleTick(tree(), new Set(['c']), 'ghost')).toEqual(new Set(['c']));
  });

  it('returns a new set and leaves its input unchanged', () => {
    const ticked = new Set(['a']);
    const result = toggleTick(tree(), ticked, 'b');
    expect(result).not.toBe(ticked);
    expect(ticked).toEqual(new Set(['a']));
  });
});

describe('inTickOrder', () => {
  it('keeps the earlier ticks in place and adds new ones after them', () => {
    expect(inTickOrder(['c', 'a'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
  });

  it('drops what is no longer ticked, and each value once', () => {
    expect(inTickOrder(['c', 'a', 'b'], ['b', 'c', 'b'])).toEqual(['c', 'b']);
    expect(inTickOrder([], ['x', 'y'])).toEqual(['x', 'y']);
    expect(inTickOrder(['x'], [])).toEqual([]);
  });
});
