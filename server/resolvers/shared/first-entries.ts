import type { FlatEntry, TreeKind } from '../../../domain/directory/types';
import type { Queryable } from '../../db/database';
import type { TreeSnapshots } from '../../repositories/tree-snapshots';
import { DEFAULT_FRONT_END_TYPE } from './parse-argument';

/** The first entry (in tree order) of each file or schema among `entries`. */
export function firstEntryOf(entries: FlatEntry[]): Map<string, FlatEntry> {
  const first = new Map<string, FlatEntry>();
  for (const entry of entries) {
    if (entry.fileId !== null && !first.has(entry.fileId)) first.set(entry.fileId, entry);
  }
  return first;
}

/**
 * The first entry of each file or schema in the product's directory of that kind, as committed; kept per
 * stored state of the directory. A transaction that changed the directory asks its `TreeSet` instead.
 */
export async function firstEntries(
  db: Queryable,
  client: string,
  kind: TreeKind,
  trees: TreeSnapshots,
): Promise<Map<string, FlatEntry>> {
  const key = { client, frontEndType: DEFAULT_FRONT_END_TYPE, tree: kind, bin: false };
  const snapshot = await trees.read(db, key);
  return snapshot.memo('firstEntries', () => firstEntryOf(snapshot.entries));
}
