import { takesEntries } from '../../domain/directory/move-entry';
import type { BundlePlace } from '../../domain/transfer/bundle';
import type { Queryable } from '../db/database';
import { readTreeStamp, type TreeKey } from '../repositories/directory-repository';
import { IndexedTree } from '../repositories/indexed-tree';
import type { TreeSnapshots } from '../repositories/tree-snapshots';
import { DEFAULT_FRONT_END_TYPE } from '../resolvers/shared/parse-argument';

/** The key of the client's data directory, where files have their places. */
export const dataDirectoryKey = (client: string): TreeKey => ({
  client,
  frontEndType: DEFAULT_FRONT_END_TYPE,
  tree: 'DATA',
  bin: false,
});

/** The client's data directory as it stands, read through the server's snapshots; empty while there is none. */
export async function readDataDirectory(
  db: Queryable,
  client: string,
  snapshots: TreeSnapshots,
): Promise<IndexedTree> {
  const key = dataDirectoryKey(client);
  if ((await readTreeStamp(db, key)) === null) return IndexedTree.EMPTY;
  return (await snapshots.read(db, key)).rows;
}

/** The files with an entry in the folder's subtree; null when the folder is not one of the tree. */
export function filesUnderFolder(tree: IndexedTree, folderId: string): string[] | null {
  const folder = tree.get(folderId)?.entry;
  if (!folder || !takesEntries(folder)) return null;
  const files = new Set<string>();
  for (const id of tree.subtree(folderId)) {
    const fileId = tree.get(id)?.entry.fileId;
    if (fileId) files.add(fileId);
  }
  return [...files];
}

/** Every place of the files in the tree: the folders from the top down to the one holding each entry. */
export function placesOf(tree: IndexedTree, fileIds: readonly string[]): BundlePlace[] {
  return fileIds.flatMap((fileId) =>
    tree
      .entriesOfFile(fileId)
      .map((entryId) => {
        const path: BundlePlace['path'] = [];
        for (let parent = tree.parentOf(entryId); parent !== null; parent = tree.parentOf(parent)) {
          const folder = tree.get(parent)?.entry;
          if (folder) path.unshift({ id: folder.id, name: folder.name });
        }
        return { fileId, path };
      })
      .sort(byPath),
  );
}

function byPath(a: BundlePlace, b: BundlePlace): number {
  const [left, right] = [a, b].map((place) => place.path.map((folder) => folder.id).join('/'));
  return left === right ? 0 : (left as string) < (right as string) ? -1 : 1;
}
