import type { IndexedTree } from '../../repositories/indexed-tree';

/** The names of the folders from the top of the tree down to the one holding the entry. */
export function folderPath(tree: IndexedTree, entryId: string): string[] {
  const path: string[] = [];
  for (let parent = tree.parentOf(entryId); parent !== null; parent = tree.parentOf(parent)) {
    const row = tree.get(parent);
    if (!row) break;
    path.unshift(row.entry.name);
  }
  return path;
}
