import type { KeyboardEvent } from 'react';
import type { DirectoryItem } from '../../../domain/directory/types';
import type { VisibleRow } from './visible-rows';

/** Entries of a row's hover menu, in the order they are listed. */
export const MENU_ACTIONS = [
  'edit-parents',
  'toggle-visibility',
  'rename',
  'new-folder',
  'copy-id',
  'all-files',
  'export',
  'restore',
  'delete',
] as const;

export type MenuAction = (typeof MENU_ACTIONS)[number];

/** The menu's actions and the reordering ones, offered while reordering is on ("Verschieben nach …": `move-to`). */
export type RowAction = MenuAction | 'move-up' | 'move-down' | 'move-to';

/** What a row reports to its tree; one stable object for all rows, so memoised rows stay untouched. */
export interface RowHandlers {
  select(row: VisibleRow): void;
  /** Makes the row the tree's tab stop without selecting it. */
  setActive(row: VisibleRow): void;
  toggleExpanded(row: VisibleRow): void;
  toggleTick(row: VisibleRow): void;
  keyDown(event: KeyboardEvent<HTMLElement>, row: VisibleRow): void;
  act(item: DirectoryItem, action: RowAction): void;
}
