import { type MoveDestination, moveEntry } from '../../../domain/directory/move-entry';
import { moveToBin, restoreFromBin } from '../../../domain/directory/tree-ops';
import { removeWhere } from '../../../domain/directory/tree-update';
import { type DirectoryItem, TREE_DEPTH, type TreeKind } from '../../../domain/directory/types';
import { request } from '../../lib/graphql/client';
import {
  MoveDirectoryEntryDocument,
  MoveToRecycleBinDocument,
  RemoveItemFromDirectoryDocument,
  RestoreFromRecycleBinDocument,
  UpdateDirectoryDocument,
} from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';
import { stillInPlace } from './entry-place';
import { replayableIds } from './replayable-ids';
import { directoryRows } from './tree-items';
import type { TreeState, Trees, TreeWrite } from './tree-write';
import { notifyNotApplied, reportRemoveFailure, reportTreeWriteFailure, WriteNotDone } from './write-failure';

type DirectoryEdit = (directory: DirectoryItem[]) => DirectoryItem[];

/** The edit behind each whole-tree save, so a waiting save can absorb the next one. */
const saveEdits = new WeakMap<TreeWrite, DirectoryEdit>();

/** A change of the directory itself, saved as the whole nested tree with `updateDirectory`. */
export function saveDirectoryWrite(
  tree: TreeKind,
  changes: readonly string[],
  edit: DirectoryEdit,
  fits: (trees: Trees) => boolean = () => true,
): TreeWrite {
  const apply = (trees: Trees): Trees => {
    const directory = edit(trees.directory);
    return directory === trees.directory ? trees : { ...trees, directory };
  };
  const write: TreeWrite = {
    changes,
    written: 'directory',
    apply,
    fits,
    async send(state: TreeState) {
      const { directory } = apply(state.trees);
      if (directory === state.trees.directory) return state;
      const { updateDirectory } = await request(UpdateDirectoryDocument, {
        directory: directoryRows(directory),
        tree,
        version: state.versions.directory,
      });
      if (!updateDirectory.success) throw new WriteNotDone('updateDirectory');
      if (updateDirectory.version === null) return null;
      return {
        trees: { ...state.trees, directory },
        versions: { ...state.versions, directory: updateDirectory.version },
      };
    },
    fail: (error, later) => reportTreeWriteFailure(error, 'directory', [...changes, ...later]),
    merge: (next) => {
      const nextEdit = saveEdits.get(next);
      return nextEdit
        ? saveDirectoryWrite(
            tree,
            [...changes, ...next.changes],
            (directory) => nextEdit(edit(directory)),
            (trees) => fits(trees) && (next.fits?.(trees) ?? true),
          )
        : null;
    },
  };
  saveEdits.set(write, edit);
  return write;
}

/**
 * Moves one entry with its subtree to another place of the directory (`moveDirectoryEntry`, based on the
 * directory's version). `destination` answers where, on the trees the write is applied to (null: nowhere).
 */
export function moveEntryWrite(
  tree: TreeKind,
  changes: readonly string[],
  id: string,
  destination: (directory: DirectoryItem[]) => MoveDestination | null,
  fits: (trees: Trees) => boolean,
): TreeWrite {
  const apply = (trees: Trees): Trees => {
    const to = destination(trees.directory);
    const directory = to ? moveEntry(trees.directory, id, to, TREE_DEPTH[tree].directory) : trees.directory;
    return directory === trees.directory ? trees : { ...trees, directory };
  };
  return {
    changes,
    written: 'directory',
    apply,
    fits,
    async send(state: TreeState) {
      const to = destination(state.trees.directory);
      const { directory } = apply(state.trees);
      if (!to || directory === state.trees.directory) return state;
      const { moveDirectoryEntry } = await request(MoveDirectoryEntryDocument, {
        directoryId: id,
        parentId: to.parentId,
        position: to.position,
        tree,
        version: state.versions.directory,
      });
      if (!moveDirectoryEntry.success) throw new WriteNotDone('moveDirectoryEntry');
      if (moveDirectoryEntry.version === null) return null;
      return {
        trees: { ...state.trees, directory },
        versions: { ...state.versions, directory: moveDirectoryEntry.version },
      };
    },
    fail: (error, later) => reportTreeWriteFailure(error, 'directory', [...changes, ...later]),
  };
}

/** Moves an entry with its subtree to the bin (`moveToRecycleBin`, based on the directory's version). */
export function moveToBinWrite(tree: TreeKind, item: DirectoryItem, onDone: () => void): TreeWrite {
  const changes = [t('explorer.change.toBin', { name: item.name })];
  return {
    changes,
    written: 'directory',
    apply: (trees) => moveToBin(trees.directory, trees.bin, item.id),
    fits: stillInPlace('directory', item),
    async send(state) {
      const { moveToRecycleBin } = await request(MoveToRecycleBinDocument, {
        directoryId: item.id,
        tree,
        version: state.versions.directory,
      });
      if (!moveToRecycleBin.success) throw new WriteNotDone('moveToRecycleBin');
      onDone();
      return null;
    },
    fail: (error, later) => reportTreeWriteFailure(error, 'directory', [...changes, ...later]),
  };
}

/** Brings a bin root entry back (`restoreFromRecycleBin`, based on the bin's version). */
export function restoreWrite(tree: TreeKind, item: DirectoryItem): TreeWrite {
  const changes = [t('explorer.change.restore', { name: item.name })];
  const ids = replayableIds();
  return {
    changes,
    written: 'bin',
    apply: (trees) => {
      const { directory, bin } = restoreFromBin(trees.directory, trees.bin, item.id, ids());
      return { directory, bin };
    },
    fits: stillInPlace('bin', item),
    async send(state) {
      const { restoreFromRecycleBin } = await request(RestoreFromRecycleBinDocument, {
        directoryId: item.id,
        tree,
        version: state.versions.bin,
      });
      if (!restoreFromRecycleBin.success) throw new WriteNotDone('restoreFromRecycleBin');
      return null;
    },
    fail: (error, later) => reportTreeWriteFailure(error, 'bin', [...changes, ...later]),
  };
}

/**
 * Deletes an entry with its subtree for good (`removeItemFromDirectory`); the server deletes a file or
 * schema with its last entry. `onDone` runs after the server did it.
 */
export function removeWrite(
  item: DirectoryItem,
  from: 'directory' | 'bin',
  onDone: () => Promise<unknown>,
): TreeWrite {
  return {
    changes: [t('explorer.change.delete', { name: item.name })],
    written: from,
    apply: (trees) => ({ ...trees, [from]: removeWhere(trees[from], (entry) => entry.id === item.id) }),
    fits: stillInPlace(from, item),
    async send() {
      const { removeItemFromDirectory } = await request(RemoveItemFromDirectoryDocument, {
        directoryId: item.id,
      });
      if (!removeItemFromDirectory.success) throw new WriteNotDone('removeItemFromDirectory');
      await onDone();
      return null;
    },
    fail: (error, later) => {
      reportRemoveFailure(error);
      notifyNotApplied(later);
    },
  };
}
