import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DirectoryItem } from '../../../domain/directory/types';
import { readExpanded, subscribeExpanded, writeExpanded } from './expansion-store';
import { ancestorIdsOf, branchIds } from './visible-rows';

interface TreeExpansionOptions {
  items: DirectoryItem[];
  /** The tree as filtered; while filtering, the ancestors of its matches open. */
  filtered: DirectoryItem[];
  filtering: boolean;
  /** Opens the folders above the selection whenever it changes. */
  selectedId: string | null;
  isSelected: (item: DirectoryItem) => boolean;
  /** Entries whose folders are open from the start besides the selection, e.g. the ticked ones. */
  startsRevealed: (item: DirectoryItem) => boolean;
  /** Where the open folders are kept (see expansion-store.ts); without it they live as long as the tree. */
  storageKey?: string;
}

type Expanded = ReadonlySet<string>;
type ExpandedUpdate = (current: Expanded) => Expanded;

const NOTHING_OPEN: Expanded = new Set();

/** The open folders: this tree's own, or those kept under `storageKey`, shared with the trees that use it. */
function useExpandedState(storageKey: string | undefined) {
  const [own, setOwn] = useState(NOTHING_OPEN);
  const subscribe = useCallback(
    (listener: () => void) => (storageKey === undefined ? () => {} : subscribeExpanded(storageKey, listener)),
    [storageKey],
  );
  const stored = useSyncExternalStore(subscribe, () =>
    storageKey === undefined ? NOTHING_OPEN : readExpanded(storageKey),
  );
  const update = useCallback(
    (change: ExpandedUpdate) => {
      if (storageKey === undefined) setOwn(change);
      else writeExpanded(storageKey, change(readExpanded(storageKey)));
    },
    [storageKey],
  );
  return [storageKey === undefined ? own : stored, update] as const;
}

const opening =
  (ids: readonly string[]): ExpandedUpdate =>
  (current) =>
    ids.every((id) => current.has(id)) ? current : new Set([...current, ...ids]);

/**
 * Which folders are open. Folders open for the selection, the filter's matches and revealed entries in
 * layout effects: after React committed the render that asked for them and before it is painted. Opened
 * while rendering, a render React discards (a deferred filter, say) would leave them open in the store.
 */
export function useTreeExpansion(options: TreeExpansionOptions) {
  const { items, filtered, filtering, selectedId } = options;
  const [expanded, update] = useExpandedState(options.storageKey);
  const latest = useRef(options);
  latest.current = options;

  useLayoutEffect(() => {
    const { items: all, isSelected, startsRevealed } = latest.current;
    update(opening(ancestorIdsOf(all, (item) => isSelected(item) || startsRevealed(item))));
  }, [update]);

  useLayoutEffect(() => {
    if (filtering) update(opening(branchIds(filtered)));
  }, [filtering, filtered, update]);

  useLayoutEffect(() => {
    if (selectedId === null) return;
    const { items: all, isSelected } = latest.current;
    update(opening(ancestorIdsOf(all, isSelected)));
  }, [selectedId, update]);

  const setOpen = (id: string, open: boolean) =>
    update((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Opens the entry and every folder above it. */
  const reveal = (id: string) => update(opening([id, ...ancestorIdsOf(items, (item) => item.id === id)]));

  return { expanded, setOpen, reveal };
}
