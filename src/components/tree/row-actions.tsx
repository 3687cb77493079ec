import type { DirectoryItem } from '../../../domain/directory/types';
import { RowMenu } from './row-menu';
import type { MenuAction, RowAction } from './tree-actions';
import type { SiblingPlace } from './visible-rows';

/** The width of the column every row keeps for its action menu button, in pixels. */
export const ROW_ACTIONS_WIDTH = 24;

interface RowActionsProps {
  item: DirectoryItem;
  /** Undefined when reordering is off. */
  place: SiblingPlace | undefined;
  menuActions: readonly MenuAction[];
  /** Whether the menu button is mounted: rows mount it only when hovered or active, so scrolling stays cheap. */
  mounted: boolean;
  /** Whether the button is in the tab sequence (only on the tree's active row). */
  tabbable: boolean;
  /** Using the menu makes its row the active one, so the button stays while a menu or dialog is open. */
  onEngage: () => void;
  onAction: (action: RowAction) => void;
}

/**
 * The row's action menu (with "Nach oben" and "Nach unten" when reordering is on) in a column of its own
 * at the row's end: the button never covers the name, and the name never shifts when it appears. It
 * shows on hover and keyboard focus.
 */
export function RowActions({
  item,
  place,
  menuActions,
  mounted,
  tabbable,
  onEngage,
  onAction,
}: RowActionsProps) {
  return (
    // Shown on hover, on keyboard focus, while its menu is open and on touch screens (tree-row.css).
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: no control, it only keeps the clicks of the menu inside (the button, the keyboard's way in) from reaching the row.
    <div
      className="tree-row-actions"
      style={{ width: ROW_ACTIONS_WIDTH }}
      onClick={(event) => {
        // Clicks here, also from the menu's portal, are not clicks on the row.
        event.stopPropagation();
        onEngage();
      }}
    >
      {mounted ? (
        <RowMenu item={item} place={place} actions={menuActions} tabbable={tabbable} onAction={onAction} />
      ) : null}
    </div>
  );
}
