import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WIDTH,
  defaultLayout,
  fitLayout,
  MAX_WIDTH,
  MIN_WIDTH,
  storedLayout,
  widthOf,
  withMoved,
  withShown,
  withWidth,
} from './table-layout';

describe('file table layout', () => {
  it('shows the label, the elements, then folders, last change and author by default', () => {
    expect(defaultLayout(['a', 'b']).shown).toEqual(['label', 'a', 'b', 'folders', 'updatedAt', 'updatedBy']);
  });

  it('keeps a stored layout, drops columns the schema lost, adds new elements before the fixed ones', () => {
    const stored = JSON.parse(
      storedLayout({ shown: ['label', 'b', 'gone', 'updatedAt', 'a'], widths: { b: 300, gone: 90 } }, [
        'a',
        'b',
        'gone',
      ]),
    );
    expect(fitLayout(stored, ['a', 'b', 'c'])).toEqual({
      shown: ['label', 'b', 'c', 'updatedAt', 'a'],
      widths: { b: 300 },
    });
  });

  it('keeps a hidden column hidden, and falls back to the default for anything unreadable', () => {
    const stored = JSON.parse(storedLayout(withShown(defaultLayout(['a', 'b']), 'a', false), ['a', 'b']));
    expect(fitLayout(stored, ['a', 'b']).shown).toEqual(['label', 'b', 'folders', 'updatedAt', 'updatedBy']);
    expect(fitLayout('nonsense', ['a'])).toEqual(defaultLayout(['a']));
    expect(fitLayout({ shown: 'x' }, ['a'])).toEqual(defaultLayout(['a']));
  });

  it('moves columns but never the label, and shows a column again at the end', () => {
    const layout = defaultLayout(['a', 'b']);
    expect(withMoved(layout, 'b', -1).shown.slice(0, 3)).toEqual(['label', 'b', 'a']);
    expect(withMoved(layout, 'a', -1)).toBe(layout);
    expect(withMoved(layout, 'label', 1)).toBe(layout);
    expect(withShown(withShown(layout, 'a', false), 'a', true).shown.at(-1)).toBe('a');
    expect(withShown(layout, 'label', false)).toBe(layout);
  });

  it('keeps widths within bounds', () => {
    const layout = defaultLayout(['a']);
    expect(widthOf(layout, 'a')).toBe(DEFAULT_WIDTH);
    expect(widthOf(withWidth(layout, 'a', 5), 'a')).toBe(MIN_WIDTH);
    expect(widthOf(withWidth(layout, 'a', 5000), 'a')).toBe(MAX_WIDTH);
    expect(widthOf(withWidth(layout, 'a', 222.4), 'a')).toBe(222);
  });
});
