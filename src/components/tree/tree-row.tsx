import { Box, Checkbox, chakra, Flex, Icon, Text } from '@chakra-ui/react';
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
  const folderIcon = expanded ? <LuFolderOpen /> : <LuFolder />;
  const label = (
    <Flex alignItems="center" gap="1.5" minWidth="0">
      <Icon color={isFolder ? 'yellow.fg' : 'fg.muted'} flexShrink="0" aria-hidden="true">
        {isFolder ? folderIcon : <LuFileText />}
      </Icon>
      {/* A name cut short by the ellipsis shows in full as the tooltip. */}
      <Text as="span" id={nameId} truncate title={item.name}>
        <HighlightedName name={item.name} needle={highlight} />
      </Text>
      {item.isVisible ? null : (
        <chakra.span id={hiddenId} srOnly>
          {t('tree.hidden')}
        </chakra.span>
      )}
    </Flex>
  );

  return (
    // A row slides to a new offset (a moved, opened or closed entry above it) and appears in place when
    // it is scrolled into view; reduced motion (see TreeView) makes the change instant.
    <m.div initial={false} animate={{ y: offset }} transition={ROW_MOTION} style={ROW_PLACE}>
      <Flex
        ref={element}
        role="treeitem"
        id={id}
        className="group"
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
        height={`${ROW_HEIGHT}px`}
        alignItems="center"
        gap="1"
        position="relative"
        paddingStart={`${indent}px`}
        paddingEnd="1"
        borderRadius="sm"
        cursor="default"
        userSelect="none"
        opacity={dragging ? 0.4 : item.isVisible ? 1 : 0.5}
        bg={isSelected || dropInside ? 'blue.subtle' : undefined}
        color={isSelected ? 'blue.fg' : undefined}
        _hover={{ bg: isSelected ? 'blue.subtle' : 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-2px' }}
      >
        {hasChildren ? (
          <chakra.button
            type="button"
            tabIndex={-1}
            aria-label={t(expanded ? 'tree.collapse' : 'tree.expand', { name: item.name })}
            onClick={(event) => {
              event.stopPropagation();
              handlers.toggleExpanded(row);
            }}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="5"
            flexShrink="0"
            borderRadius="sm"
            color="fg.muted"
            _hover={{ bg: 'bg.emphasized' }}
          >
            <Icon transform={expanded ? 'rotate(90deg)' : undefined} transition="transform 0.1s">
              <LuChevronRight />
            </Icon>
          </chakra.button>
        ) : (
          <Box boxSize="5" flexShrink="0" />
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
        <Box flex="1" minWidth="0">
          {renderLink ? renderLink(item, label) : label}
        </Box>
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
      </Flex>
    </m.div>
  );
}

/** One line of the tree; re-renders only when its own entry or state changes. */
export const TreeRow = memo(TreeRowView);
