import { useMemo, useState } from 'react';
import { tickStates, toggleTick } from '../../../domain/directory/tick';
import { flattenTree } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry } from '../../../domain/directory/types';
import type { TreeConfig } from './tree-config';

export type TickedValue = FlatEntry[keyof FlatEntry];

interface TreeTicksOptions {
  items: DirectoryItem[];
  /** What the user sees; ticking a folder ticks only the leaves shown. */
  filtered: DirectoryItem[];
  ticking: TreeConfig['behavior']['ticking'];
  /** Ticked leaf ids from the host; without them the tree keeps its own. */
  ticked: ReadonlySet<string> | undefined;
  onTickedChange: ((ticked: Set<string>, values: TickedValue[]) => void) | undefined;
}

/** Leaf-filtered tri-state ticks: the state of every shown entry, and toggling one. */
export function useTreeTicks({ items, filtered, ticking, ticked, onTickedChange }: TreeTicksOptions) {
  const { tickable, tickMarkProperty, tickReturnProperty } = ticking;
  const [ownTicked, setOwnTicked] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        flattenTree(items)
          .filter((entry) => entry.isLeaf && Boolean(entry[tickMarkProperty]))
          .map((entry) => entry.id),
      ),
  );
  const tickedIds = ticked ?? ownTicked;
  const states = useMemo(
    () => (tickable ? tickStates(filtered, new Set(tickedIds)) : null),
    [tickable, filtered, tickedIds],
  );

  const toggle = (id: string) => {
    const next = toggleTick(filtered, new Set(tickedIds), id);
    if (!ticked) setOwnTicked(next);
    const values = flattenTree(items)
      .filter((entry) => next.has(entry.id))
      .map((entry) => entry[tickReturnProperty]);
    onTickedChange?.(next, values);
  };

  return { tickedIds, states, toggle };
}
