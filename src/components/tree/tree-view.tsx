import { Box, Flex, Text } from '@chakra-ui/react';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useDeferredValue,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  destinationAtEnd,
  destinationBeside,
  destinationIntoPrevious,
  destinationOutOfParent,
  type MoveDestination,
} from '../../../domain/directory/move-entry';
import { filterTree } from '../../../domain/directory/tree-ops';
import { findItem } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import type { MenuAction, RowAction, RowHandlers } from './tree-actions';
import type { TreeConfig } from './tree-config';
import { TreeFilterInput } from './tree-filter-input';
import { ROW_HEIGHT, rowDomId } from './tree-layout';
import { TreeRow } from './tree-row';
import { useTreeDrag } from './use-tree-drag';
import { useTreeExpansion } from './use-tree-expansion';
import { useTreeKeyboard } from './use-tree-keyboard';
import { type TickedValue, useTreeTicks } from './use-tree-ticks';
import { siblingPlaces, type VisibleRow, visibleRows } from './visible-rows';

export interface TreeViewHandle {
  /** Expands the entry and its ancestors, so it and its children show. */
  reveal(id: string): void;
  /** The row that holds the tree's tab stop, e.g. to return focus to after a dialog. */
  activeRow(): HTMLElement | null;
  /** Keeps a moved entry in sight: opens the folder it went into, makes it the tab stop and scrolls to it. */
  follow(id: string, parentId: string | null): void;
}

export interface TreeViewProps {
  items: DirectoryItem[];
  config: TreeConfig;
  /** Accessible name of the tree. */
  label: string;
  emptyText: string;
  /** Compared with each entry's `selectProperty`; without it the tree keeps its own selection. */
  selectedId?: string | null;
  onSelect?: (item: DirectoryItem) => void;
  /** Ticked leaf ids; without it the tree keeps its own ticks, starting from `tickMarkProperty`. */
  ticked?: ReadonlySet<string>;
  /** The new ticked leaf ids and their `tickReturnProperty` values, in tree order. */
  onTickedChange?: (ticked: Set<string>, values: TickedValue[]) => void;
  /** Wraps an entry's label, e.g. in a router link; links should carry tabIndex -1, Enter follows them. */
  renderLink?: (item: DirectoryItem, content: ReactNode) => ReactNode;
  menuActions?: (item: DirectoryItem, level: number) => readonly MenuAction[];
  onAction?: (item: DirectoryItem, action: RowAction) => void;
  /**
   * Moves an entry that was dropped or moved with Alt+← or Alt+→, and answers whether it moved. With it and
   * `positionChange`, rows can be dragged.
   */
  onMove?: (item: DirectoryItem, to: MoveDestination) => boolean;
  /** Whether the rules refuse the entry under that parent (null: the top level): such drops show blocked. */
  refusesMove?: (id: string, parentId: string | null) => boolean;
  /** Controls shown next to the filter input. */
  toolbar?: ReactNode;
  /** Most height of the tree's scroll area; rows outside it are not rendered. */
  maxHeight?: string | number;
  /** Keeps the open folders in local storage under this key (see expansion-store.ts). */
  expansionKey?: string;
  /** Entries to bring into view (their folders opened, the first scrolled to) whenever a new list comes. */
  revealIds?: readonly string[];
  handle?: Ref<TreeViewHandle>;
}

const NO_ACTIONS: readonly MenuAction[] = [];
const noActions = () => NO_ACTIONS;

function propertyMatches(item: DirectoryItem, property: keyof FlatEntry, wanted: string | null | undefined) {
  const value = item[property];
  return wanted != null && value !== null && value !== undefined && String(value) === wanted;
}

/** The virtualised, keyboard-driven tree with filter, ticks, selection and row actions. */
export function TreeView({
  items,
  config,
  label,
  emptyText,
  selectedId: givenSelectedId,
  onSelect,
  ticked,
  onTickedChange,
  renderLink,
  menuActions = noActions,
  onAction,
  onMove,
  refusesMove,
  toolbar,
  maxHeight = 'min(70vh, 40rem)',
  expansionKey,
  revealIds,
  handle,
}: TreeViewProps) {
  const treeId = useId();
  const { behavior, filter } = config;
  const { tickable } = behavior.ticking;
  const { selectable, selectProperty, positionChange } = behavior;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [ownSelectedId, setOwnSelectedId] = useState<string | null>(null);
  const selectedId = givenSelectedId === undefined ? ownSelectedId : givenSelectedId;

  const [filterText, setFilterText] = useState('');
  const needle = useDeferredValue(filterText).trim();
  const filtered = useMemo(
    () => filterTree(items, needle, filter.filterProperty),
    [items, needle, filter.filterProperty],
  );

  const isSelected = (item: DirectoryItem) => propertyMatches(item, selectProperty, selectedId);
  const ticking = useTreeTicks({ items, filtered, ticking: behavior.ticking, ticked, onTickedChange });
  const expansion = useTreeExpansion({
    items,
    filtered,
    filtering: needle !== '',
    selectedId,
    isSelected,
    startsRevealed: (item) => tickable && ticking.tickedIds.has(item.id),
    storageKey: expansionKey,
  });
  const { expanded } = expansion;

  const rows = useMemo(() => visibleRows(filtered, expanded), [filtered, expanded]);
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.item.id, index])), [rows]);

  const places = useMemo(() => (positionChange ? siblingPlaces(items) : null), [positionChange, items]);

  const selectedIndex = rows.findIndex((row) => isSelected(row.item));
  const [activeId, setActiveId] = useState<string | null>(null);
  // When the active row goes (deleted, filtered out), its neighbour takes over the tab stop.
  const lastActiveIndex = useRef(0);
  const activeIndex =
    activeId === null
      ? Math.max(selectedIndex, 0)
      : (indexById.get(activeId) ?? Math.max(0, Math.min(lastActiveIndex.current, rows.length - 1)));
  useLayoutEffect(() => {
    lastActiveIndex.current = activeIndex;
  });

  // The active row always renders, so the tree keeps a tab stop however far it is scrolled.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= range.count || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.item.id ?? index,
    overscan: 8,
    rangeExtractor,
  });

  // The selected entry comes into view once it is in the tree: after a deep link, or a file just created.
  const shownSelection = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (selectedId == null) shownSelection.current = null;
    if (selectedId == null || selectedIndex < 0 || shownSelection.current === selectedId) return;
    shownSelection.current = selectedId;
    virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedId, selectedIndex, virtualizer]);

  // Entries just created, moved or restored come into view: their folders open, the first is scrolled to
  // once it is in the tree.
  const pendingScroll = useRef<string | null>(null);
  const { reveal } = expansion;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list of entries asks for this, not a new tree (reveal changes with it)
  useLayoutEffect(() => {
    for (const id of revealIds ?? []) reveal(id);
    pendingScroll.current = revealIds?.[0] ?? null;
  }, [revealIds]);
  useLayoutEffect(() => {
    const index = pendingScroll.current === null ? undefined : indexById.get(pendingScroll.current);
    if (index === undefined) return;
    pendingScroll.current = null;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  });

  const pendingFocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    pendingFocus.current = null;
    document.getElementById(rowDomId(treeId, id))?.focus({ preventScroll: true });
  });

  const moves = positionChange && onMove ? onMove : undefined;
  const follow = (id: string, parentId: string | null) => {
    if (parentId !== null) expansion.reveal(parentId);
    setActiveId(id);
    pendingFocus.current = id;
    pendingScroll.current = id;
  };
  const moveTo = (id: string, to: MoveDestination | null) => {
    const item = findItem(items, id)?.item;
    if (item && to && moves?.(item, to)) follow(id, to.parentId);
  };

  const focusIndex = (index: number) => {
    const row = rows[index];
    if (!row) return;
    pendingFocus.current = row.item.id;
    setActiveId(row.item.id);
    virtualizer.scrollToIndex(index);
  };

  const select = (row: VisibleRow) => {
    setActiveId(row.item.id);
    if (!selectable) return;
    const value = row.item[selectProperty];
    setOwnSelectedId(value === null || value === undefined ? null : String(value));
    onSelect?.(row.item);
  };

  const keyDown = useTreeKeyboard({
    rows,
    indexOf: (row) => indexById.get(row.item.id) ?? 0,
    focusIndex,
    setExpanded: (row, open) => expansion.setOpen(row.item.id, open),
    activate: (row) => {
      select(row);
      const link = document.getElementById(rowDomId(treeId, row.item.id))?.querySelector('a');
      if (link) link.click();
      else if (row.hasChildren) expansion.setOpen(row.item.id, !row.expanded);
    },
    tick: tickable ? (row) => ticking.toggle(row.item.id) : undefined,
    menuActions,
    placeOf: (row) => places?.get(row.item.id),
    act: (item, action) => onAction?.(item, action),
    move: moves
      ? (row, direction) =>
          moveTo(
            row.item.id,
            direction === 'in'
              ? destinationIntoPrevious(items, row.item.id)
              : destinationOutOfParent(items, row.item.id),
          )
      : undefined,
  });

  // A click on a row of a tree that ticks but does not select ticks it, not only a click on its box.
  const click = (row: VisibleRow) => {
    if (selectable || !tickable) return select(row);
    setActiveId(row.item.id);
    ticking.toggle(row.item.id);
  };

  const latest = useRef({ click, keyDown, expansion, ticking, onAction });
  useLayoutEffect(() => {
    latest.current = { click, keyDown, expansion, ticking, onAction };
  });
  const handlers = useMemo<RowHandlers>(
    () => ({
      select: (row) => latest.current.click(row),
      setActive: (row) => setActiveId(row.item.id),
      toggleExpanded: (row) => {
        setActiveId(row.item.id);
        latest.current.expansion.setOpen(row.item.id, !row.expanded);
      },
      toggleTick: (row) => {
        setActiveId(row.item.id);
        latest.current.ticking.toggle(row.item.id);
      },
      keyDown: (event, row) => latest.current.keyDown(event, row),
      act: (item, action) => latest.current.onAction?.(item, action),
    }),
    [],
  );

  const activeRowId = rows[activeIndex]?.item.id;
  useImperativeHandle(handle, () => ({
    reveal: expansion.reveal,
    activeRow: () => (activeRowId ? document.getElementById(rowDomId(treeId, activeRowId)) : null),
    follow,
  }));

  const highlight = filter.filterProperty === 'name' ? needle : '';
  const empty = items.length === 0 ? emptyText : rows.length === 0 ? t('tree.noMatches') : null;
  const drag = useTreeDrag({
    enabled: moves !== undefined,
    treeId,
    items,
    refusesMove,
    viewport: viewportRef,
    shown: empty === null,
    started: (row) => setActiveId(row.item.id),
    expand: (row) => expansion.setOpen(row.item.id, true),
    dropped: (draggedId, targetId, place) =>
      moveTo(
        draggedId,
        place === 'inside'
          ? destinationAtEnd(items, draggedId, targetId)
          : destinationBeside(items, draggedId, targetId, place),
      ),
  });

  return (
    <Flex direction="column" gap="2" minHeight="0">
      {filter.filterInput.userInput || toolbar ? (
        <Flex gap="1" alignItems="center">
          {filter.filterInput.userInput ? (
            <TreeFilterInput treeLabel={label} value={filterText} onChange={setFilterText} />
          ) : null}
          {toolbar}
        </Flex>
      ) : null}
      {empty !== null ? (
        <Text role="status" paddingX="2" color="fg.muted" fontSize="sm">
          {empty}
        </Text>
      ) : (
        <Box ref={viewportRef} maxHeight={maxHeight} overflowY="auto" data-tree-viewport="">
          <Box role="tree" aria-label={label} position="relative" height={`${virtualizer.getTotalSize()}px`}>
            <LazyMotion features={domAnimation} strict>
              <MotionConfig reducedMotion="user">
                {virtualizer.getVirtualItems().map((virtualRow) => {
                  const row = rows[virtualRow.index];
                  if (!row) return null;
                  const { item } = row;
                  return (
                    <TreeRow
                      key={item.id}
                      treeId={treeId}
                      row={row}
                      offset={virtualRow.start}
                      isActive={virtualRow.index === activeIndex}
                      isSelected={selectable ? isSelected(item) : undefined}
                      tickState={ticking.states?.get(item.id)}
                      highlight={highlight}
                      place={places?.get(item.id)}
                      menuActions={menuActions}
                      handlers={handlers}
                      drag={drag}
                      renderLink={renderLink}
                    />
                  );
                })}
              </MotionConfig>
            </LazyMotion>
          </Box>
        </Box>
      )}
    </Flex>
  );
}
