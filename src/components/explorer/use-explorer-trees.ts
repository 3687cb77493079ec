import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { DirectoryItem, FlatEntry, TreeKind } from '../../../domain/directory/types';
import { FILE_KEY, SCHEMAS_KEY } from '../../api/query-keys';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { useBeforeUnloadWarning } from '../../lib/use-before-unload-warning';
import type { TreeChange } from '../tree/directory-tree';
import { expansionKey as expansionKeyOf } from '../tree/expansion-store';
import { moveToBinWrite, removeWrite, restoreWrite } from './directory-writes';
import { type LoadedTree, stateOf } from './loaded-trees';
import { editParentsWrite, newFolderWrite, treeChangeWrite } from './tree-change-writes';
import { type Trees, viewOf } from './tree-write';
import { unsettled, useTreeWrites } from './use-tree-writes';

export type { LoadedTree } from './loaded-trees';

export interface ExplorerTrees extends Trees {
  /** Writes the user already sees are still on their way to the server. */
  saving: boolean;
  /** Where the directory and its bin keep their open folders: per user and tree kind. */
  expansionKey: string | undefined;
  /** The entries the user's last restore or move put somewhere, to bring into view in the directory. */
  revealIds: readonly string[];
  /** A reorder, visibility toggle or rename from the tree widget. */
  change(change: TreeChange): void;
  createFolder(parentId: string | null, name: string): void;
  editParents(fileEntry: FlatEntry, parentIds: (string | null)[]): void;
  /** Moves an entry with its subtree to the bin; `onDone` runs once the server did it. */
  moveToBin(item: DirectoryItem, onDone?: () => void): void;
  /** Deletes a directory or bin entry for good; `onDone` runs once the server did it. */
  remove(item: DirectoryItem, from: 'directory' | 'bin', onDone?: () => void): void;
  restore(item: DirectoryItem): void;
}

/**
 * A directory and its bin as the user sees them: the loaded trees with the user's unfinished writes on
 * top. Writes go out one after another (`useTreeWrites`); when they are through, both trees load again.
 */
export function useExplorerTrees(tree: TreeKind, directory: LoadedTree, bin: LoadedTree): ExplorerTrees {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.userId;
  const expansionKey = userId ? expansionKeyOf(userId, tree) : undefined;
  const [revealIds, setRevealIds] = useState<readonly string[]>([]);
  const { pending, write } = useTreeWrites(tree, directory, bin);
  const writing = pending.length > 0;
  // Leaving the page now would drop changes the user already sees.
  useBeforeUnloadWarning(writing);
  const view = useMemo(
    () => viewOf(unsettled(pending), stateOf(directory, bin).trees),
    [pending, directory, bin],
  );

  // A file or schema goes with its last entry; what shows it must load again.
  const afterRemoval = useCallback(
    async (onDone?: () => void) => {
      await Promise.all(
        [FILE_KEY, SCHEMAS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onDone?.();
    },
    [queryClient],
  );

  return useMemo(
    () => ({
      ...view,
      saving: writing,
      expansionKey,
      revealIds,
      change: (change) => write(treeChangeWrite(tree, view.directory, change)),
      createFolder: (parentId, name) => write(newFolderWrite(tree, view.directory, parentId, name)),
      editParents: (fileEntry, parentIds) => {
        write(editParentsWrite(tree, fileEntry, parentIds));
        setRevealIds(parentIds.filter((id) => id !== null));
      },
      moveToBin: (item, onDone = () => undefined) => write(moveToBinWrite(tree, item, onDone)),
      remove: (item, from, onDone) => write(removeWrite(item, from, () => afterRemoval(onDone))),
      restore: (item) => {
        write(restoreWrite(tree, item));
        setRevealIds([item.id]);
      },
    }),
    [view, writing, expansionKey, revealIds, write, tree, afterRemoval],
  );
}
