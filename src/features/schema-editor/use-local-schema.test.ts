import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { element, group, topLevel } from '../../../domain/schema/element-fixtures';
import type { SchemaElement } from '../../../domain/schema/types';
import { getPlacementsInUse, toasterFor } from '../../lib/toasters';
import { type ServerCopy, useLocalSchema } from './use-local-schema';

const remote = topLevel([element('a'), group('g', [element('child')]), element('b')]);
const ids = (elements: SchemaElement[]) => elements.map((e) => `${e.elementId}@${e.position}`);

function renderLocal(initial: ServerCopy = { elements: remote, version: 1 }) {
  return renderHook(({ copy }) => useLocalSchema(copy), { initialProps: { copy: initial } });
}

/** The notifications showing (src/test/setup.ts removes them after each test), newest first. */
const shown = () =>
  getPlacementsInUse().flatMap((placement) =>
    toasterFor(placement)
      .getVisibleToasts()
      .map((toast) => ({ message: String(toast.title), type: toast.type })),
  );

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useLocalSchema', () => {
  it('starts saved and becomes unsaved with a move, saved again when moved back', () => {
    const { result } = renderLocal();
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.move('a', 'down'));
    expect(ids(result.current.elements)).toEqual(['a@1', 'g@0', 'b@2']);
    expect(result.current.isDirty).toBe(true);
    act(() => result.current.move('a', 'up'));
    expect(result.current.isDirty).toBe(false);
  });

  it('adds into a Group at the next position and refuses a duplicate id with a message', () => {
    const { result } = renderLocal();
    act(() => {
      expect(result.current.add(element('second'), 'g')).toBe(true);
    });
    expect(result.current.elements[1]?.children.map((c) => [c.elementId, c.parentId, c.position])).toEqual([
      ['child', 'g', 0],
      ['second', 'g', 1],
    ]);
    act(() => {
      expect(result.current.add(element('child'), null)).toBe(false);
    });
    expect(shown()).toEqual([
      { message: 'Die Element-ID „child“ ist in diesem Schema bereits vergeben.', type: 'error' },
    ]);
  });

  it('refuses adding into an element that is not a Group', () => {
    const { result } = renderLocal();
    act(() => {
      expect(result.current.add(element('x'), 'a')).toBe(false);
    });
    expect(shown()).toEqual([
      { message: 'Unterelemente können nur zu einer Gruppe hinzugefügt werden.', type: 'error' },
    ]);
    expect(result.current.isDirty).toBe(false);
  });

  it('deletes a child and says so, and refuses a Group with children', () => {
    const { result } = renderLocal();
    act(() => {
      expect(result.current.remove('g')).toBe(false);
    });
    expect(shown()).toEqual([{ message: 'Element konnte nicht gelöscht werden', type: 'error' }]);
    act(() => {
      expect(result.current.remove('child', 'g')).toBe(true);
    });
    expect(shown()).toEqual([
      { message: 'Element wurde erfolgreich gelöscht', type: 'success' },
      { message: 'Element konnte nicht gelöscht werden', type: 'error' },
    ]);
    expect(result.current.elements[1]?.children).toEqual([]);
  });

  it('replaces an element anywhere in the hierarchy', () => {
    const { result } = renderLocal();
    act(() => {
      result.current.replace({ ...element('child'), label: 'Kind', parentId: 'g' });
    });
    expect(result.current.elements[1]?.children[0]?.label).toBe('Kind');
    expect(result.current.isDirty).toBe(true);
  });

  it('takes a newer server copy while unchanged, but keeps local edits based on their version', () => {
    const { result, rerender } = renderLocal();
    const newer = topLevel([element('a'), group('g', [element('child')]), element('b'), element('c')]);
    rerender({ copy: { elements: newer, version: 2 } });
    expect(ids(result.current.elements)).toEqual(['a@0', 'g@1', 'b@2', 'c@3']);
    expect(result.current.server.version).toBe(2);
    expect(result.current.isDirty).toBe(false);

    act(() => result.current.move('c', 'up'));
    rerender({ copy: { elements: remote, version: 3 } });
    expect(ids(result.current.elements)).toEqual(['a@0', 'g@1', 'b@3', 'c@2']);
    expect(result.current.server.version).toBe(2);
    expect(result.current.isDirty).toBe(true);

    act(() => result.current.move('c', 'down'));
    expect(ids(result.current.elements)).toEqual(['a@0', 'g@1', 'b@2']);
    expect(result.current.server.version).toBe(3);
    expect(result.current.isDirty).toBe(false);
  });

  it('ignores an older server copy arriving after a save', () => {
    const { result, rerender } = renderLocal();
    act(() => result.current.move('a', 'down'));
    const stored = { elements: result.current.elements, version: 2 };
    act(() => result.current.reset(stored));
    rerender({ copy: { elements: remote, version: 1 } });
    expect(ids(result.current.elements)).toEqual(['a@1', 'g@0', 'b@2']);
    expect(result.current.isDirty).toBe(false);
  });

  it('counts what a save stored as the server copy', () => {
    const { result } = renderLocal();
    act(() => result.current.move('a', 'down'));
    const stored = { elements: result.current.elements, version: 2 };
    act(() => result.current.reset(stored));
    expect(result.current.isDirty).toBe(false);
    expect(result.current.server).toBe(stored);
  });
});
