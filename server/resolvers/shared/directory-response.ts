import { nestEntries } from '../../../domain/directory/tree-shape';
import type { FlatEntry } from '../../../domain/directory/types';
import type { TreeSnapshot } from '../../repositories/tree-snapshots';

type RowKey = 'directory' | 'recycleBin';

/**
 * A tree as its query returns it, rows `{ id, directory }` or `{ id, recycleBin }`. Kept with the snapshot,
 * so every read of the same stored state shares it; `flat` and `nested` are built on first use, so a query
 * that selects only one of them never pays for the other.
 */
function treeResponse(snapshot: TreeSnapshot, key: RowKey) {
  return snapshot.memo(`response:${key}`, () => {
    const { frontEndType, tree, bin } = snapshot.key;
    const rows = (items: FlatEntry[]) => items.map((item) => ({ id: item.id, [key]: item }));
    return {
      filter: { frontEndType, tree, bin },
      version: snapshot.version,
      get flat() {
        return snapshot.memo(`flat:${key}`, () =>
          // The entries as they are: `DirectoryItem.children` answers none for them.
          rows(snapshot.entries),
        );
      },
      get nested() {
        return snapshot.memo(`nested:${key}`, () => rows(nestEntries(snapshot.entries)));
      },
    };
  });
}

export const directoryResponse = (snapshot: TreeSnapshot) => treeResponse(snapshot, 'directory');

export const recycleBinResponse = (snapshot: TreeSnapshot) => treeResponse(snapshot, 'recycleBin');
