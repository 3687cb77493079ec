import { type MoveDestination, moveEntry } from '../../../domain/directory/move-entry';
import {
  addItem,
  moveToBin,
  renameItem,
  restoreFromBin,
  setParents,
  toggleVisibility,
} from '../../../domain/directory/tree-ops';
import { findItem } from '../../../domain/directory/tree-shape';
import { removeWhere } from '../../../domain/directory/tree-update';
import {
  type DirectoryItem,
  type FlatEntry,
  TREE_DEPTH,
  type TreeKind,
} from '../../../domain/directory/types';
import { request } from '../../lib/graphql/client';
import {
  CreateDirectoryFolderDocument,
  MoveDirectoryEntryDocument,
  MoveToRecycleBinDocument,
  RemoveItemFromDirectoryDocument,
  RenameDirectoryEntryDocument,
  RestoreFromRecycleBinDocument,
  SetDirectoryEntryVisibilityDocument,
  SetFileParentsDocument,
} from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';
import { stillInPlace } from './entry-place';
import { replayableIds } from './replayable-ids';
import type { TreeState, Trees, TreeWrite } from './tree-write';
import { notifyNotApplied, reportRemoveFailure, reportTreeWriteFailure, WriteNotDone } from './write-failure';

/** One change of single entries, in the trees as shown and as sent. */
interface EntryChange {
  /** Its effect on the directory; the same array when it changes nothing. */
  apply(directory: DirectoryItem[]): DirectoryItem[];
  /** Sends it on `version` (the directory's) and answers the new version (null: only a reload can tell). */
  send(directory: DirectoryItem[], version: number): Promise<number | null>;
  /** Whether the directory the server made from it may differ from `apply`'s (new ids made by the server). */
  reload?: boolean;
}

/**
 * A change of single entries of the directory, sent as its own small write (`moveDirectoryEntry`,
 * `renameDirectoryEntry`, …) on the directory's version, so it costs the same in a tree of any size.
 */
function entryWrite(
  changes: readonly string[],
  change: EntryChange,
  fits: (trees: Trees) => boolean,
): TreeWrite {
  const apply = (trees: Trees): Trees => {
    const directory = change.apply(trees.directory);
    return directory === trees.directory ? trees : { ...trees, directory };
  };
  return {
    changes,
    written: 'directory',
    apply,
    fits,
    async send(state: TreeState) {
      const { directory } = apply(state.trees);
      if (directory === state.trees.directory) return state;
      const version = await change.send(state.trees.directory, state.versions.directory);
      if (version === null || change.reload) return null;
      return { trees: { ...state.trees, directory }, versions: { ...state.versions, directory: version } };
    },
    fail: (error, later) => reportTreeWriteFailure(error, 'directory', [...changes, ...later]),
  };
}

/** A write's answer: its new version, or why it was not done. */
function versionOf(result: { success: boolean; version?: number | null }, operation: string): number | null {
  if (!result.success) throw new WriteNotDone(operation);
  return result.version ?? null;
}

/**
 * Moves one entry with its subtree to another place of the directory (`moveDirectoryEntry`).
 * `destination` answers where, on the directory the write is applied to (null: nowhere).
 */
export function moveEntryWrite(
  tree: TreeKind,
  changes: readonly string[],
  id: string,
  destination: (directory: DirectoryItem[]) => MoveDestination | null,
  fits: (trees: Trees) => boolean,
): TreeWrite {
  return entryWrite(
    changes,
    {
      apply: (directory) => {
        const to = destination(directory);
        return to ? moveEntry(directory, id, to, TREE_DEPTH[tree].directory) : directory;
      },
      async send(directory, version) {
        const to = destination(directory);
        if (!to) return version;
        const { moveDirectoryEntry } = await request(MoveDirectoryEntryDocument, {
          directoryId: id,
          ...to,
          tree,
          version,
        });
        return versionOf(moveDirectoryEntry, 'moveDirectoryEntry');
      },
    },
    fits,
  );
}

/** Renames a folder (`renameDirectoryEntry`). */
export function renameWrite(
  tree: TreeKind,
  changes: readonly string[],
  id: string,
  name: string,
  fits: (trees: Trees) => boolean,
): TreeWrite {
  return entryWrite(
    changes,
    {
      apply: (directory) => renameItem(directory, id, name),
      async send(_directory, version) {
        const { renameDirectoryEntry } = await request(RenameDirectoryEntryDocument, {
          directoryId: id,
          name,
          tree,
          version,
        });
        return versionOf(renameDirectoryEntry, 'renameDirectoryEntry');
      },
    },
    fits,
  );
}

/** Shows a hidden entry or hides a shown one (`setDirectoryEntryVisibility`). */
export function visibilityWrite(
  tree: TreeKind,
  changes: readonly string[],
  id: string,
  fits: (trees: Trees) => boolean,
): TreeWrite {
  return entryWrite(
    changes,
    {
      apply: (directory) => toggleVisibility(directory, id),
      async send(directory, version) {
        const isVisible = !findItem(directory, id)?.item.isVisible;
        const { setDirectoryEntryVisibility } = await request(SetDirectoryEntryVisibilityDocument, {
          directoryId: id,
          isVisible,
          tree,
          version,
        });
        return versionOf(setDirectoryEntryVisibility, 'setDirectoryEntryVisibility');
      },
    },
    fits,
  );
}

/** A new folder at the end of `parentId`'s children (null: the top level), with the id it is shown with. */
export function newFolderEntryWrite(
  tree: TreeKind,
  changes: readonly string[],
  folder: DirectoryItem,
  parentId: string | null,
  fits: (trees: Trees) => boolean,
): TreeWrite {
  return entryWrite(
    changes,
    {
      apply: (directory) => addItem(directory, folder, parentId),
      async send(_directory, version) {
        const { createDirectoryFolder } = await request(CreateDirectoryFolderDocument, {
          id: folder.id,
          name: folder.name,
          parentId,
          tree,
          version,
        });
        return versionOf(createDirectoryFolder, 'createDirectoryFolder');
      },
    },
    fits,
  );
}

/** Puts a file in exactly these folders (`setFileParents`); the server names the new places, so it reloads. */
export function parentsWrite(
  tree: TreeKind,
  changes: readonly string[],
  fileEntry: FlatEntry,
  parentIds: (string | null)[],
  newIds: () => () => string,
  fits: (trees: Trees) => boolean,
): TreeWrite {
  return entryWrite(
    changes,
    {
      apply: (directory) => setParents(directory, fileEntry, parentIds, newIds()),
      reload: true,
      async send(_directory, version) {
        const { setFileParents } = await request(SetFileParentsDocument, {
          directoryId: fileEntry.id,
          parentIds,
          tree,
          version,
        });
        return versionOf(setFileParents, 'setFileParents');
      },
    },
    fits,
  );
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
