import { Link } from '@tanstack/react-router';
import type { FocusEvent, ReactNode } from 'react';
import type { DirectoryItem } from '../../../domain/directory/types';

type EntryRoute = '/DataEditor/$id' | '/SchemaEditor/$id';

/** Long names are cut off in the narrow pane; the full name shows on hover. */
export function renderTitled(item: DirectoryItem, content: ReactNode): ReactNode {
  return <div title={item.name}>{content}</div>;
}

/**
 * A click on the name focuses the link; the tree's keys only work on its row, so the row takes over. It
 * does so a task later: focus moved while the button is going down keeps Chromium from starting a drag.
 */
function focusRow(event: FocusEvent<HTMLElement>) {
  const row = event.currentTarget.closest<HTMLElement>('[role="treeitem"]');
  setTimeout(() => row?.focus());
}

/**
 * The tree's `renderLink` for an editor: files and schemas link to their entry page, folders only carry
 * their full name. Create it once per module, so tree rows are not re-rendered.
 */
export function entryLinkRenderer(to: EntryRoute) {
  return (item: DirectoryItem, content: ReactNode): ReactNode =>
    item.fileId === null ? (
      renderTitled(item, content)
    ) : (
      // The row is the tab stop; Enter on it follows the link. Dragging it drags the row, not the link.
      // Styled by the tree's rows (tree-row.css).
      <Link
        to={to}
        params={{ id: item.id }}
        className="tree-row-link"
        tabIndex={-1}
        draggable={false}
        title={item.name}
        onFocus={focusRow}
      >
        {content}
      </Link>
    );
}
