import { takesEntries } from '../../domain/directory/move-entry';
import type { BundlePlace } from '../../domain/transfer/bundle';
import type { Queryable } from '../db/database';
import {
  type PlaceRow,
  readPlaceRows,
  readTreeStamp,
  type TreeKey,
} from '../repositories/directory-repository';
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

/**
 * Every place of files in the client's data directory (the folders from the top down to the one holding each
 * of their entries), read from the database one page of files at a time: the files' entries, then the
 * entries above them that no page read before. What it keeps grows with the folders holding the files, not
 * with the tree, so an export of many files never holds the whole tree.
 */
export class PlacesReader {
  readonly #key: TreeKey;
  readonly #above = new Map<string, PlaceRow>();

  constructor(
    private readonly db: Queryable,
    client: string,
  ) {
    this.#key = dataDirectoryKey(client);
  }

  async placesOf(fileIds: readonly string[]): Promise<BundlePlace[]> {
    const entries = await readPlaceRows(this.db, this.#key, 'file', fileIds);
    for (let missing = this.#missingAbove(entries); missing.length > 0; ) {
      const rows = await readPlaceRows(this.db, this.#key, 'id', missing);
      for (const row of rows) this.#above.set(row.id, row);
      missing = this.#missingAbove(rows);
    }
    const placesByFile = new Map<string, BundlePlace[]>();
    for (const entry of entries) {
      const fileId = entry.file_id as string;
      const places = placesByFile.get(fileId) ?? [];
      places.push({ fileId, path: this.#pathTo(entry) });
      placesByFile.set(fileId, places);
    }
    return fileIds.flatMap((fileId) => (placesByFile.get(fileId) ?? []).sort(byPath));
  }

  /** The parents of `rows` not read yet. */
  #missingAbove(rows: readonly PlaceRow[]): string[] {
    const parents = rows.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id]));
    return [...new Set(parents)].filter((id) => !this.#above.has(id));
  }

  #pathTo(entry: PlaceRow): BundlePlace['path'] {
    const path: BundlePlace['path'] = [];
    for (let parent = entry.parent_id; parent !== null; ) {
      const folder = this.#above.get(parent);
      if (!folder) break;
      path.unshift({ id: folder.id, name: folder.name });
      parent = folder.parent_id;
    }
    return path;
  }
}

function byPath(a: BundlePlace, b: BundlePlace): number {
  const [left, right] = [a, b].map((place) => place.path.map((folder) => folder.id).join('/'));
  return left === right ? 0 : (left as string) < (right as string) ? -1 : 1;
}
