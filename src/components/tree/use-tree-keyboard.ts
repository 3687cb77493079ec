import { type KeyboardEvent, useRef } from 'react';
import type { DirectoryItem } from '../../../domain/directory/types';
import type { MenuAction, RowAction } from './tree-actions';
import { TYPE_AHEAD_PAUSE, typeAheadIndex } from './type-ahead';
import type { SiblingPlace, VisibleRow } from './visible-rows';

export interface TreeKeyboardOptions {
  rows: VisibleRow[];
  indexOf: (row: VisibleRow) => number;
  focusIndex: (index: number) => void;
  setExpanded: (row: VisibleRow, expanded: boolean) => void;
  /** Enter: select, follow the row's link, open or close a folder. */
  activate: (row: VisibleRow) => void;
  /** Space; undefined when the tree has no ticks. */
  tick: ((row: VisibleRow) => void) | undefined;
  menuActions: (item: DirectoryItem, level: number) => readonly MenuAction[];
  /** Where the row's entry sits among its siblings; undefined when reordering is off. */
  placeOf: (row: VisibleRow) => SiblingPlace | undefined;
  act: (item: DirectoryItem, action: RowAction) => void;
  /** Alt+→ into the entry above, Alt+← out of its folder; undefined when entries are not moved. */
  move: ((row: VisibleRow, direction: 'in' | 'out') => void) | undefined;
}

const isTypedLetter = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

/** The WAI-ARIA tree keys, handled on the focused row. */
export function useTreeKeyboard(options: TreeKeyboardOptions) {
  const typed = useRef({ text: '', at: 0 });

  return (event: KeyboardEvent<HTMLElement>, row: VisibleRow) => {
    // Keys pressed on a row's own buttons belong to those buttons.
    if (event.target !== event.currentTarget) return;
    const { rows, focusIndex } = options;
    const index = options.indexOf(row);
    const offerAction = (action: MenuAction) => {
      if (options.menuActions(row.item, row.level).includes(action)) options.act(row.item, action);
    };

    const place = options.placeOf(row);

    switch (event.key) {
      // Alt with ↑ or ↓ moves the entry among its siblings, as "Nach oben" and "Nach unten" do; with → into
      // the entry above it, as its last child, and with ← out of its folder, to just after it.
      case 'ArrowDown':
        if (!event.altKey) focusIndex(Math.min(index + 1, rows.length - 1));
        else if (place && !place.isLast) options.act(row.item, 'move-down');
        break;
      case 'ArrowUp':
        if (!event.altKey) focusIndex(Math.max(index - 1, 0));
        else if (place && !place.isFirst) options.act(row.item, 'move-up');
        break;
      case 'Home':
        focusIndex(0);
        break;
      case 'End':
        focusIndex(rows.length - 1);
        break;
      case 'ArrowRight':
        if (event.altKey && options.move) options.move(row, 'in');
        else if (row.hasChildren && !row.expanded) options.setExpanded(row, true);
        else if (row.expanded) focusIndex(index + 1);
        break;
      case 'ArrowLeft':
        if (event.altKey && options.move) options.move(row, 'out');
        else if (row.expanded) options.setExpanded(row, false);
        else if (row.parentRowId !== null) {
          focusIndex(rows.findIndex((candidate) => candidate.item.id === row.parentRowId));
        }
        break;
      case 'Enter':
        options.activate(row);
        break;
      case ' ':
        if (!options.tick) return;
        options.tick(row);
        break;
      case 'F2':
        offerAction('rename');
        break;
      case 'Delete':
        offerAction('delete');
        break;
      default: {
        if (!isTypedLetter(event)) return;
        const now = Date.now();
        const text = now - typed.current.at > TYPE_AHEAD_PAUSE ? event.key : typed.current.text + event.key;
        typed.current = { text, at: now };
        const found = typeAheadIndex(rows, index, text);
        if (found !== null) focusIndex(found);
      }
    }
    event.preventDefault();
  };
}
