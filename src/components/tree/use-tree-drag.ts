import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { DirectoryItem } from '../../../domain/directory/types';
import { ROW_HEIGHT } from './tree-layout';
import { type DropPlace, dropIndicatorOf, type TreeDrag } from './use-row-drag';
import type { VisibleRow } from './visible-rows';

/** How near the top or bottom edge of the tree's area the pointer scrolls it, in pixels. */
const SCROLL_EDGE = ROW_HEIGHT * 1.5;
/**
 * How long the pointer rests near an edge before the area scrolls: an entry dropped at once on a row near
 * the edge lands on the row that was under the pointer, not on one scrolled there meanwhile.
 */
const SCROLL_AFTER_MS = 300;

/** Whether the pointer is near enough to the top or bottom edge of the element to scroll it. */
function nearEdge(element: Element, clientY: number) {
  const { top, bottom } = element.getBoundingClientRect();
  return clientY < top + SCROLL_EDGE || clientY > bottom - SCROLL_EDGE;
}

interface TreeDragOptions {
  /** Whether rows can be dragged at all. */
  enabled: boolean;
  /** Drags from this tree drop only on its own rows. */
  treeId: string;
  items: DirectoryItem[];
  /** Whether the rules refuse the entry under that parent (null: the top level). */
  refusesMove: ((id: string, parentId: string | null) => boolean) | undefined;
  /** The tree's scroll area; it scrolls while a drag nears its edges. */
  viewport: RefObject<HTMLElement | null>;
  /** Whether the scroll area is shown (an empty tree shows a text instead). */
  shown: boolean;
  /** A drag starts on the row. */
  started(row: VisibleRow): void;
  /** Opens a closed folder the dragged entry rests on. */
  expand(row: VisibleRow): void;
  /** An entry was dropped on a row, blocked drops included: the host says why it refuses those. */
  dropped(draggedId: string, targetId: string, place: DropPlace): void;
}

/**
 * Dragging in one tree: what its rows share (see useRowDrag), scrolling its area near the edges, and where
 * entries are dropped. Undefined when the tree does not drag.
 */
export function useTreeDrag(options: TreeDragOptions): TreeDrag | undefined {
  const { enabled, treeId, viewport, shown } = options;
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const drag = useMemo<TreeDrag | undefined>(() => {
    if (!enabled) return undefined;
    // One answer per tree, dragged entry and parent: a drag passes the same rows many times.
    let asked = { items: latest.current.items, answers: new Map<string, boolean>() };
    const refused = (draggedId: string, parentId: string | null) => {
      const { items, refusesMove } = latest.current;
      if (asked.items !== items) asked = { items, answers: new Map() };
      const key = JSON.stringify([draggedId, parentId]);
      let answer = asked.answers.get(key);
      if (answer === undefined) {
        answer = refusesMove?.(draggedId, parentId) ?? false;
        asked.answers.set(key, answer);
      }
      return answer;
    };
    return {
      treeId,
      availability: (draggedId, row, place) =>
        refused(draggedId, place === 'inside' ? row.item.id : row.parentRowId) ? 'blocked' : 'available',
      started: (row) => latest.current.started(row),
      expand: (row) => latest.current.expand(row),
    };
  }, [enabled, treeId]);

  useEffect(() => {
    const element = viewport.current;
    if (!drag || !shown || !element) return;
    const ours = ({ source }: { source: { data: Record<string, unknown> } }) => source.data.treeId === treeId;
    let nearEdgeSince: number | null = null;
    return combine(
      monitorForElements({
        canMonitor: ours,
        onDragStart: () => {
          nearEdgeSince = null;
        },
        onDrop: ({ source, location }) => {
          const target = location.current.dropTargets[0];
          const indicator = target ? dropIndicatorOf(target.data) : null;
          if (!target || !indicator) return;
          latest.current.dropped(String(source.data.id), String(target.data.id), indicator.place);
        },
      }),
      autoScrollForElements({
        element,
        canScroll: (args) => {
          if (!ours(args) || !nearEdge(element, args.input.clientY)) {
            nearEdgeSince = null;
            return false;
          }
          nearEdgeSince ??= performance.now();
          return performance.now() - nearEdgeSince >= SCROLL_AFTER_MS;
        },
      }),
    );
  }, [drag, treeId, viewport, shown]);

  return drag;
}
