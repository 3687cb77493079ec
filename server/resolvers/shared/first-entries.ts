import type { FlatEntry, TreeKind } from '../../../domain/directory/types';
import type { Queryable } from '../../db/database';
import type { IndexedTree } from '../../repositories/indexed-tree';
import type { TreeSnapshots } from '../../repositories/tree-snapshots';
import { DEFAULT_FRONT_END_TYPE } from './parse-argument';

/** The first entry (in tree order) of each file or schema of a tree, looked up by file or schema id. */
export interface FirstEntries {
  get(fileId: string): FlatEntry | undefined;
}

/** The first entries of a stored tree state (see `IndexedTree.firstEntryOfFile`). */
export const firstEntriesOf = (tree: IndexedTree): FirstEntries => ({
  get: (fileId) => tree.firstEntryOfFile(fileId),
});

/**
 * The first entry of each file or schema in the product's directory of that kind, as committed. A
 * transaction that changed the directory asks its `TreeSet` instead.
 */
export async function firstEntries(
  db: Queryable,
  client: string,
  kind: TreeKind,
  trees: TreeSnapshots,
): Promise<FirstEntries> {
  const key = { client, frontEndType: DEFAULT_FRONT_END_TYPE, tree: kind, bin: false };
  return firstEntriesOf((await trees.read(db, key)).rows);
}
