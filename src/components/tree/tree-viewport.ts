import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * Follows the size of a tree's viewport through its ResizeObserver alone. The library's default also reads
 * the size the moment the tree mounts, which makes the browser lay out the whole page in the middle of
 * React's commit: beside a form of 200 fields that costs hundreds of milliseconds, and it happens again
 * whenever that read meets a page changed since. The first observation arrives right after the browser's
 * own layout; until then the virtualizer's `initialRect` stands in.
 */
export function observeViewportRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    const { width, height } = entry.contentRect;
    onRect({ width: Math.round(width), height: Math.round(height) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** Whether row `index` lies wholly inside the viewport, judged from what the virtualizer already knows. */
export function rowInView(instance: Virtualizer<HTMLDivElement, Element>, index: number): boolean {
  const row = instance.measurementsCache[index];
  const top = instance.scrollOffset;
  const height = instance.scrollRect?.height;
  if (!row || top === null || height === undefined) return false;
  return row.start >= top && row.end <= top + height;
}
