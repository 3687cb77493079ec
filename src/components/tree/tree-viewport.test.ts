import type { Rect, Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeViewportRect, rowInView } from './tree-viewport';

type TreeVirtualizer = Virtualizer<HTMLDivElement, Element>;

const ROW = 32;
const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ start: index * ROW, end: (index + 1) * ROW }));

const virtualizerAt = (scrollOffset: number | null, height?: number) =>
  ({
    measurementsCache: rows(100),
    scrollOffset,
    scrollRect: height === undefined ? null : { width: 200, height },
  }) as unknown as TreeVirtualizer;

describe('rowInView', () => {
  it('holds for a row wholly inside the viewport and not for one cut off or outside', () => {
    const scrolled = virtualizerAt(10 * ROW, 5 * ROW);
    expect(rowInView(scrolled, 10)).toBe(true);
    expect(rowInView(scrolled, 14)).toBe(true);
    expect(rowInView(scrolled, 15)).toBe(false);
    expect(rowInView(scrolled, 9)).toBe(false);
    expect(rowInView(virtualizerAt(10 * ROW + 5, 5 * ROW), 10)).toBe(false);
  });

  it('does not hold while the viewport or the row is unknown', () => {
    expect(rowInView(virtualizerAt(null, 5 * ROW), 0)).toBe(false);
    expect(rowInView(virtualizerAt(0), 0)).toBe(false);
    expect(rowInView(virtualizerAt(0, 5 * ROW), 100)).toBe(false);
  });
});

describe('observeViewportRect', () => {
  const original = globalThis.ResizeObserver;
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it('reports the sizes the observer sees and reads none of its own', () => {
    let report: ResizeObserverCallback = () => {};
    const disconnect = vi.fn();
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        report = callback;
      }
      observe() {}
      unobserve() {}
      disconnect = disconnect;
    };
    const element = document.createElement('div');
    const clientHeight = vi.spyOn(element, 'clientHeight', 'get');
    const seen: Rect[] = [];
    const stop = observeViewportRect({ scrollElement: element } as unknown as TreeVirtualizer, (rect) =>
      seen.push(rect),
    );
    expect(seen).toEqual([]);
    report([{ contentRect: { width: 240.4, height: 511.6 } } as ResizeObserverEntry], {} as ResizeObserver);
    expect(seen).toEqual([{ width: 240, height: 512 }]);
    expect(clientHeight).not.toHaveBeenCalled();
    stop?.();
    expect(disconnect).toHaveBeenCalled();
  });
});
