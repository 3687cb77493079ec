import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  type Availability,
  attachInstruction,
  extractInstruction,
  type Instruction,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/list-item';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { takesEntries } from '../../../domain/directory/move-entry';
import type { VisibleRow } from './visible-rows';

/** Where a drop on a row puts the dragged entry: before or after the row's entry, or inside its folder. */
export type DropPlace = 'before' | 'after' | 'inside';

/** What a row under the pointer shows; `blocked` when the rules refuse that drop. */
export interface DropIndicator {
  place: DropPlace;
  blocked: boolean;
}

/** What the rows of a tree that moves entries by dragging share; one stable object per tree. */
export interface TreeDrag {
  /** Drags from one tree drop only on rows of the same tree. */
  treeId: string;
  /** Whether the dragged entry may go there, is refused by a rule (`blocked`), or is not offered there. */
  availability(draggedId: string, row: VisibleRow, place: DropPlace): Availability;
  /** A drag starts on the row. */
  started(row: VisibleRow): void;
  /** Opens a closed folder the pointer rests on. */
  expand(row: VisibleRow): void;
}

/** How long a dragged entry rests on a closed folder before it opens. */
const OPEN_ON_HOVER_MS = 600;

const PLACE_OF = {
  'reorder-before': 'before',
  'reorder-after': 'after',
  combine: 'inside',
} as const satisfies Record<Instruction['operation'], DropPlace>;

/** The drop place and whether it is blocked, from a drop target's data. */
export function dropIndicatorOf(data: Record<string | symbol, unknown>): DropIndicator | null {
  const instruction = extractInstruction(data);
  return instruction ? { place: PLACE_OF[instruction.operation], blocked: instruction.blocked } : null;
}

const sameIndicator = (a: DropIndicator | null, b: DropIndicator | null) =>
  a === b || (a !== null && b !== null && a.place === b.place && a.blocked === b.blocked);

/**
 * Makes a row draggable and a drop target: the top quarter drops before it, the bottom quarter after it
 * and the middle into a folder (files split in halves). An open folder takes drops at its bottom as its
 * children, since the line below it would sit above its first child.
 */
export function useRowDrag(
  element: RefObject<HTMLElement | null>,
  row: VisibleRow,
  drag: TreeDrag | undefined,
) {
  const [indicator, setIndicator] = useState<DropIndicator | null>(null);
  const [dragging, setDragging] = useState(false);
  const latest = useRef(row);
  latest.current = row;
  const id = row.item.id;

  useEffect(() => {
    const target = element.current;
    if (!target || !drag) return;
    let opening: ReturnType<typeof setTimeout> | undefined;
    const stopOpening = () => {
      clearTimeout(opening);
      opening = undefined;
    };
    const show = (next: DropIndicator | null) =>
      setIndicator((shown) => (sameIndicator(shown, next) ? shown : next));
    const clear = () => {
      show(null);
      stopOpening();
    };
    const operations = (draggedId: string) => {
      const current = latest.current;
      if (draggedId === current.item.id) return {};
      return {
        'reorder-before': drag.availability(draggedId, current, 'before'),
        'reorder-after': current.expanded ? 'not-available' : drag.availability(draggedId, current, 'after'),
        combine: takesEntries(current.item)
          ? drag.availability(draggedId, current, 'inside')
          : 'not-available',
      } satisfies Record<Instruction['operation'], Availability>;
    };

    return combine(
      draggable({
        element: target,
        getInitialData: () => ({ treeId: drag.treeId, id }),
        onDragStart: () => {
          setDragging(true);
          drag.started(latest.current);
        },
        onDrop: () => setDragging(false),
      }),
      dropTargetForElements({
        element: target,
        canDrop: ({ source }) => source.data.treeId === drag.treeId,
        getData: ({ input, source }) =>
          attachInstruction(
            { id },
            { input, element: target, operations: operations(String(source.data.id)) },
          ),
        onDrag: ({ self }) => {
          const next = dropIndicatorOf(self.data);
          show(next);
          const { hasChildren, expanded } = latest.current;
          if (next?.place !== 'inside' || !hasChildren || expanded) stopOpening();
          else opening ??= setTimeout(() => drag.expand(latest.current), OPEN_ON_HOVER_MS);
        },
        onDragLeave: clear,
        onDrop: clear,
      }),
      stopOpening,
    );
  }, [element, drag, id]);

  return { indicator, dragging };
}
