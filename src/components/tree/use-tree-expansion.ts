import { type SetStateAction, useCallback, useState, useSyncExternalStore } from 'react';
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

/** The open folders, in this tree's state or in local storage under `storageKey`. */
function useExpandedState(storageKey: string | undefined, initial: () => Expanded) {
  const [own, setOwn] = useState<Expanded>(() => {
    if (storageKey === undefined) return initial();
    writeExpanded(storageKey, new Set([...readExpanded(storageKey), ...initial()]));
    return new Set();
  });
  const subscribe = useCallback(
    (listener: () => void) => (storageKey === undefined ? () => {} : subscribeExpanded(storageKey, listener)),
    [storageKey],
  );
  const stored = useSyncExternalStore(subscribe, () =>
    storageKey === undefined ? own : readExpanded(storageKey),
  );
  const setExpanded = useCallback(
    (next: SetStateAction<Expanded>) => {
      if (storageKey === undefined) setOwn(next);
      else writeExpanded(storageKey, typeof next === 'function' ? next(readExpanded(storageKey)) : next);
    },
    [storageKey],
  );
  return [storageKey === undefined ? own : stored, setExpanded] as const;
}

/** Which folders are open. */
export function useTreeExpansion(options: TreeExpansionOptions) {
  const { items, filtered, filtering, selectedId, isSelected } = options;
  const [expanded, setExpanded] = useExpandedState(
    options.storageKey,
    () => new Set(ancestorIdsOf(items, (item) => isSelected(item) || options.startsRevealed(item))),
  );

  // Adjusting during render, not in an effect, so no frame shows the matches still collapsed.
  const [openedFor, setOpenedFor] = useState({ filtered, selectedId });
  if (openedFor.filtered !== filtered || openedFor.selectedId !== selectedId) {
    setOpenedFor({ filtered, selectedId });
    const opened = [
      ...(filtering && openedFor.filtered !== filtered ? branchIds(filtered) : []),
      ...(openedFor.selectedId !== selectedId ? ancestorIdsOf(items, isSelected) : []),
    ];
    if (opened.some((id) => !expanded.has(id))) setExpanded(new Set([...expanded, ...opened]));
  }

  const setOpen = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Opens the entry and every folder above it. */
  const reveal = (id: string) =>
    setExpanded((current) => new Set([...current, id, ...ancestorIdsOf(items, (item) => item.id === id)]));

  return { expanded, setOpen, reveal };
}
