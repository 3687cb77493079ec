import type { DirectoryItem } from '../../../domain/directory/types';

/**
 * The folders of a tree down to `maxLevel` (root = 1), each marked as a leaf so the leaf-filtered ticks
 * treat every folder as a choice of its own.
 */
export function folderPickerTree(
  items: DirectoryItem[],
  maxLevel = Number.POSITIVE_INFINITY,
): DirectoryItem[] {
  const pick = (siblings: DirectoryItem[], level: number): DirectoryItem[] =>
    level > maxLevel
      ? []
      : siblings
          .filter((item) => item.fileId === null)
          .map((item) => ({ ...item, isLeaf: true, children: pick(item.children, level + 1) }));
  return pick(items, 1);
}
