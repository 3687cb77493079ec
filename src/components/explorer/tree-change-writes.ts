import { destinationOneStep } from '../../../domain/directory/move-entry';
import { findItem } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry, TreeKind } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';
import type { TreeChange } from '../tree/directory-tree';
import {
  moveEntryWrite,
  newFolderEntryWrite,
  parentsWrite,
  renameWrite,
  visibilityWrite,
} from './directory-writes';
import { stillInPlace } from './entry-place';
import { replayableIds } from './replayable-ids';
import type { TreeWrite } from './tree-write';

/** A reorder, move, visibility toggle or rename the tree widget reported, as a write of that entry. */
export function treeChangeWrite(tree: TreeKind, items: DirectoryItem[], change: TreeChange): TreeWrite {
  const item = findItem(items, change.id)?.item;
  const name = item?.name ?? '';
  const fits = stillInPlace('directory', { id: change.id, parentId: item?.parentId ?? null });
  switch (change.kind) {
    case 'move-up':
      return moveEntryWrite(
        tree,
        [t('explorer.change.moveUp', { name })],
        change.id,
        (directory) => destinationOneStep(directory, change.id, -1),
        fits,
      );
    case 'move-down':
      return moveEntryWrite(
        tree,
        [t('explorer.change.moveDown', { name })],
        change.id,
        (directory) => destinationOneStep(directory, change.id, 1),
        fits,
      );
    case 'move': {
      const { parentId, position } = change;
      // Replayed on a tree someone else changed, a move the rules now refuse throws: it no longer fits.
      return moveEntryWrite(
        tree,
        [t('explorer.change.move', { name })],
        change.id,
        () => ({ parentId, position }),
        (trees) => fits(trees) && (parentId === null || findItem(trees.directory, parentId) !== null),
      );
    }
    case 'toggle-visibility':
      return visibilityWrite(tree, [t('explorer.change.visibility', { name })], change.id, fits);
    case 'rename':
      return renameWrite(
        tree,
        [t('explorer.change.rename', { from: name, to: change.name.trim() })],
        change.id,
        change.name.trim(),
        fits,
      );
  }
}

function newFolder(name: string): DirectoryItem {
  return {
    id: crypto.randomUUID(),
    fileId: null,
    parentId: null,
    position: 1,
    name: name.trim(),
    fixedNumberOfChildren: null,
    schemaOfChildren: null,
    client: '',
    schemaId: null,
    isLeaf: false,
    isVisible: true,
    ticked: false,
    children: [],
  };
}

/** A new folder at the top level (`parentId` null) or inside a folder. */
export function newFolderWrite(
  tree: TreeKind,
  items: DirectoryItem[],
  parentId: string | null,
  name: string,
): TreeWrite {
  const folder = newFolder(name);
  const parent = parentId === null ? null : findItem(items, parentId)?.item;
  return newFolderEntryWrite(
    tree,
    [t('explorer.change.newFolder', { name: folder.name })],
    folder,
    parentId,
    parentId === null ? () => true : parent ? stillInPlace('directory', parent) : () => false,
  );
}

/** Puts a file in exactly the chosen folders (null: the top level). */
export function editParentsWrite(
  tree: TreeKind,
  fileEntry: FlatEntry,
  parentIds: (string | null)[],
): TreeWrite {
  const ids = replayableIds();
  return parentsWrite(
    tree,
    [t('explorer.change.parents', { name: fileEntry.name })],
    fileEntry,
    parentIds,
    ids,
    (trees) =>
      stillInPlace('directory', fileEntry)(trees) &&
      parentIds.every((parentId) => parentId === null || findItem(trees.directory, parentId) !== null),
  );
}
