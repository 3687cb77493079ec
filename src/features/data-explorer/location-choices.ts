import { flattenTree, renumberPositions } from '../../../domain/directory/tree-shape';
import { type DirectoryItem, TREE_DEPTH } from '../../../domain/directory/types';
import { folderPickerTree } from '../../components/tree/folder-picker-tree';

/** The choice "top level"; a colon never occurs in entry ids, so it cannot name a folder. */
export const TOP_LEVEL_ID = ':top-level';

/** A file goes at most as deep as the directory reads, so its folder sits one level above that. */
const DEEPEST_FOLDER_LEVEL = TREE_DEPTH.DATA.directory - 1;

/** What a new file can be filed under: the top level first, then every folder with room below it. */
export function locationChoices(directory: DirectoryItem[], topLevelName: string): DirectoryItem[] {
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
  return renumberPositions([topLevel, ...folderPickerTree(directory, DEEPEST_FOLDER_LEVEL)]);
}

/** The names from the top down to the chosen entry, e.g. ["Berichte", "Archiv"]. */
export function locationPath(choices: DirectoryItem[], id: string): string[] {
  const byId = new Map(flattenTree(choices).map((entry) => [entry.id, entry]));
  const names: string[] = [];
  for (let entry = byId.get(id); entry; entry = entry.parentId ? byId.get(entry.parentId) : undefined) {
    names.unshift(entry.name);
  }
  return names;
}
