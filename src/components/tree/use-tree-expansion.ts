import { useState } from 'react';
import type { DirectoryItem } from '../../../domain/directory/types';
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
}

/** Which folders are open. */
export function useTreeExpansion(options: TreeExpansionOptions) {
  const { items, filtered, filtering, selectedId, isSelected } = options;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
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
