import './tree-row.css';
import { Checkbox } from '@chakra-ui/react';
import { m } from 'framer-motion';
import { memo, type ReactNode, useRef } from 'react';
import { LuChevronRight, LuFileText, LuFolder, LuFolderOpen } from 'react-icons/lu';
import type { TickState } from '../../../domain/directory/tick';
import type { DirectoryItem } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import { DropIndicatorLine } from './drop-indicator';
import { HighlightedName } from './highlighted-name';
import { RowActions } from './row-actions';
import type { MenuAction, RowHandlers } from './tree-actions';
import { LEVEL_INDENT, ROW_HEIGHT, rowDomId } from './tree-layout';
import { useRestingHover } from './use-resting-hover';
import { type TreeDrag, useRowDrag } from './use-row-drag';
import type { SiblingPlace, VisibleRow } from './visible-rows';

export interface TreeRowProps {
  treeId: string;
  row: VisibleRow;
  /** Distance from the top of the tree, in pixels. */
  offset: number;
  isActive: boolean;
  /** Undefined when the tree is not selectable. */
  isSelected: boolean | undefined;
  /** Undefined when the tree is not tickable. */
  tickState: TickState | undefined;
  highlight: string;
  /** Where the entry sits among its siblings; undefined when reordering is off. */
  place: SiblingPlace | undefined;
  menuActions: (item: DirectoryItem, level: number) => readonly MenuAction[];
  handlers: RowHandlers;
  /** Undefined when entries are not moved by dragging. */
  drag: TreeDrag | undefined;
  renderLink?: (item: DirectoryItem, content: ReactNode) => ReactNode;
}

const ARIA_CHECKED = { checked: true, unchecked: false, indeterminate: 'mixed' } as const;

/** How long a row takes to slide to its new place, e.g. after a move up or down. */
const ROW_MOTION = { type: 'tween', ease: 'easeOut', duration: 0.15 } as const;
const ROW_PLACE = { position: 'absolute', top: 0, left: 0, width: '100%' } as const;

/** The keys that move an entry while reordering is on (see use-tree-keyboard.ts). */
const MOVE_KEYS = 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowRight Alt+ArrowLeft';

function TreeRowView({
  treeId,
  row,
  offset,
  isActive,
  isSelected,
  tickState,
  highlight,
  place,
  menuActions,
  handlers,
  drag,
  renderLink,
}: TreeRowProps) {
  const { item, level, hasChildren, expanded } = row;
  const id = rowDomId(treeId, item.id);
  const nameId = `${id}-name`;
  const hiddenId = `${id}-hidden`;
  const isFolder = item.fileId === null;
  const actions = menuActions(item, level);
  // Row buttons mount only where they can be used: hovered or active rows. That keeps scrolling cheap.
  const hover = useRestingHover();
  const element = useRef<HTMLDivElement>(null);
  const { indicator, dragging } = useRowDrag(element, row, drag);
  const indent = (level - 1) * LEVEL_INDENT + 4;
  const dropInside = indicator?.place === 'inside' && !indicator.blocked;
  const FolderIcon = expanded ? LuFolderOpen : LuFolder;
  const label = (
    <span className="tree-row-label">
      {isFolder ? (
        <FolderIcon className="tree-row-icon" data-folder="" aria-hidden="true" />
      ) : (
        <LuFileText className="tree-row-icon" aria-hidden="true" />
      )}
      {/* A name cut short by the ellipsis shows in full as the tooltip. */}
      <span id={nameId} className="tree-row-name" title={item.name}>
        <HighlightedName name={item.name} needle={highlight} />
      </span>
      {item.isVisible ? null : (
        <span id={hiddenId} className="tree-row-sr-only">
          {t('tree.hidden')}
        </span>
      )}
    </span>
  );

  return (
    // A row slides to a new offset (a moved, opened or closed entry above it) and appears in place when
    // it is scrolled into view; reduced motion (see TreeView) makes the change instant.
    <m.div initial={false} animate={{ y: offset }} transition={ROW_MOTION} style={ROW_PLACE}>
      <div
        ref={element}
        role="treeitem"
        id={id}
        className="tree-row"
        style={{ height: ROW_HEIGHT, paddingInlineStart: indent }}
        data-hidden-entry={item.isVisible ? undefined : ''}
        data-dragging={dragging ? '' : undefined}
        data-drop-inside={dropInside ? '' : undefined}
        aria-labelledby={item.isVisible ? nameId : `${nameId} ${hiddenId}`}
        aria-level={level}
        aria-setsize={row.setSize}
        aria-posinset={row.posInSet}
        aria-expanded={hasChildren ? expanded : undefined}
        aria-selected={isSelected}
        aria-checked={tickState ? ARIA_CHECKED[tickState] : undefined}
        aria-keyshortcuts={place ? MOVE_KEYS : undefined}
        tabIndex={isActive ? 0 : -1}
        onClick={() => handlers.select(row)}
        onKeyDown={(event) => handlers.keyDown(event, row)}
        onMouseEnter={hover.onMouseEnter}
        onMouseLeave={hover.onMouseLeave}
      >
        {hasChildren ? (
          <button
            type="button"
            className="tree-row-toggle"
            tabIndex={-1}
            aria-label={t(expanded ? 'tree.collapse' : 'tree.expand', { name: item.name })}
            onClick={(event) => {
              event.stopPropagation();
              handlers.toggleExpanded(row);
            }}
          >
            <LuChevronRight
              className="tree-row-icon tree-row-chevron"
              data-expanded={expanded ? '' : undefined}
              aria-hidden="true"
            />
          </button>
        ) : (
          <span className="tree-row-spacer" />
        )}
        {tickState ? (
          <Checkbox.Root
            size="sm"
            aria-hidden="true"
            checked={tickState === 'indeterminate' ? 'indeterminate' : tickState === 'checked'}
            onCheckedChange={() => handlers.toggleTick(row)}
            onClick={(event) => event.stopPropagation()}
          >
            <Checkbox.HiddenInput tabIndex={-1} />
            <Checkbox.Control />
          </Checkbox.Root>
        ) : null}
        <div className="tree-row-main">{renderLink ? renderLink(item, label) : label}</div>
        {place || actions.length > 0 ? (
          <RowActions
            item={item}
            place={place}
            menuActions={actions}
            mounted={isActive || hover.resting}
            tabbable={isActive}
            onEngage={() => handlers.setActive(row)}
            onAction={(action) => handlers.act(item, action)}
          />
        ) : null}
        {indicator ? <DropIndicatorLine indicator={indicator} indent={indent} /> : null}
      </div>
    </m.div>
  );
}

/** One line of the tree; re-renders only when its own entry or state changes. */
export const TreeRow = memo(TreeRowView);
