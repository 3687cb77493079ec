import { flattenTree } from '../../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../../domain/directory/types';
import { type FlatRows, treeFromRows } from './tree-items';
import type { TreeState } from './tree-write';

/** A directory or bin response as the queries return it. */
export interface LoadedTree {
  version: number;
  flat: FlatRows;
}

const builtTrees = new WeakMap<LoadedTree, DirectoryItem[]>();

/** One nested tree per response object, so rows keep their identity until the data really changes. */
export function treeOf(loaded: LoadedTree): DirectoryItem[] {
  let items = builtTrees.get(loaded);
  if (!items) {
    items = treeFromRows(loaded.flat);
    builtTrees.set(loaded, items);
  }
  return items;
}

export function stateOf(directory: LoadedTree, bin: LoadedTree): TreeState {
  return {
    trees: { directory: treeOf(directory), bin: treeOf(bin) },
    versions: { directory: directory.version, bin: bin.version },
  };
}

/** What a write left on the server, in the shape the tree queries answer, its nested tree already built. */
export function writtenTree(
  items: DirectoryItem[],
  version: number,
  kind: 'directory' | 'recycleBin',
): LoadedTree {
  const flat = flattenTree(items).map((item) => {
    const entry = { ...item, restoreParentId: item.restoreParentId ?? null };
    return kind === 'directory' ? { id: entry.id, directory: entry } : { id: entry.id, recycleBin: entry };
  });
  const loaded = { version, flat };
  builtTrees.set(loaded, items);
  return loaded;
}
