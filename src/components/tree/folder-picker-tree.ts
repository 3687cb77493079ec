import { renumberPositions } from '../../../domain/directory/tree-shape';
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

/** The choice "top level"; a colon never occurs in entry ids, so it cannot name a folder. */
export const TOP_LEVEL_ID = ':top-level';

/** The top level as a choice of its own, first, then the folders of a picker. */
export function withTopLevelChoice(folders: DirectoryItem[], topLevelName: string): DirectoryItem[] {
  const topLevel: DirectoryItem = {
    id: TOP_LEVEL_ID,
    fileId: null,
    parentId: null,
    position: 0,
    name: topLevelName,
    fixedNumberOfChildren: null,
    schemaOfChildren: null,
    client: '',
    schemaId: null,
    isLeaf: true,
    isVisible: true,
    ticked: false,
    children: [],
  };
  return renumberPositions([topLevel, ...folders]);
}
