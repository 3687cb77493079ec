import { flattenTree } from '../../../domain/directory/tree-shape';
import { type DirectoryItem, TREE_DEPTH } from '../../../domain/directory/types';
import { folderPickerTree, withTopLevelChoice } from '../../components/tree/folder-picker-tree';

export { TOP_LEVEL_ID } from '../../components/tree/folder-picker-tree';

/** A file goes at most as deep as the directory reads, so its folder sits one level above that. */
const DEEPEST_FOLDER_LEVEL = TREE_DEPTH.DATA.directory - 1;

/** What a new file can be filed under: the top level first, then every folder with room below it. */
export function locationChoices(directory: DirectoryItem[], topLevelName: string): DirectoryItem[] {
  return withTopLevelChoice(folderPickerTree(directory, DEEPEST_FOLDER_LEVEL), topLevelName);
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
