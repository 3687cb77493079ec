import type { TextsOf } from './catalog';
import type { treeMessages } from './de-tree';

/** The directory tree widget's texts in English. */
export const enTreeMessages: TextsOf<typeof treeMessages> = {
  'tree.filter.placeholder': 'Filter',
  'tree.filter.label': 'Filter {label}',
  'tree.noMatches': 'No matches',
  'tree.hidden': '(hidden)',
  'tree.expand': 'Expand “{name}”',
  'tree.collapse': 'Collapse “{name}”',
  'tree.rowMenu': 'Actions for “{name}”',
  'tree.moveUp': 'Move up',
  'tree.moveDown': 'Move down',
  'tree.menu.editParents': 'Edit parent folders',
  'tree.menu.toggleVisibility': 'Toggle visibility',
  'tree.menu.rename': 'Rename',
  'tree.menu.newFolder': 'New folder',
  'tree.menu.copyId': 'Copy ID',
  'tree.menu.restore': 'Restore',
  'tree.menu.delete': 'Delete',
  'tree.newRootFolder': 'New folder',

  'tree.delete.title': 'Delete entry',
  'tree.delete.fileText': 'Do you really want to delete “{name}”?',
  'tree.delete.folderText': 'Do you really want to delete the folder “{name}” with all its contents?',
  'tree.delete.recycleHint': 'The entry can be restored from the recycle bin later.',
  'tree.delete.permanentHint': 'Entries deleted permanently cannot be restored.',
  'tree.delete.toRecycleBin': 'Move to recycle bin',
  'tree.delete.permanent': 'Delete permanently',

  'tree.folder.createTitle': 'New folder',
  'tree.folder.renameTitle': 'Rename folder',
  'tree.folder.name': 'Folder name',
  'tree.folder.nameRequired': 'The name must not be empty.',
  'tree.folder.nameTaken': 'An entry with this name already exists here.',

  'tree.parents.title': 'Edit parent folders',
  'tree.parents.text': 'Choose the folders “{name}” should be in.',
  'tree.parents.root': 'Top level',
  'tree.parents.folders': 'Folders',
  'tree.parents.noFolders': 'There are no folders yet.',
  'tree.parents.noneChosen': 'Choose at least one location.',

  'tree.save': 'Save',
  'tree.cancel': 'Cancel',
  'tree.close': 'Close',
};
