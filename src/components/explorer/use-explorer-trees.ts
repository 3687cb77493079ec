import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { DirectoryItem, FlatEntry, TreeKind } from '../../../domain/directory/types';
import { FILE_KEY, OVERVIEW_KEY, SCHEMAS_KEY } from '../../api/query-keys';
import { directoryQueryKey, recycleBinQueryKey } from '../../api/tree-query-keys';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { isStaleVersion } from '../../lib/graphql/error-codes';
import type { TreeChange } from '../tree/directory-tree';
import { expansionKey as expansionKeyOf } from '../tree/expansion-store';
import { moveToBinWrite, removeWrite, restoreWrite } from './explorer-writes';
import { editParentsWrite, newFolderWrite, treeChangeWrite } from './tree-change-writes';
import { type FlatRows, treeFromRows } from './tree-items';
import { type TreeState, type Trees, TreeWriteQueue, viewOf } from './tree-write-queue';

/** A directory or bin response as the queries return it. */
export interface LoadedTree {
  version: number;
  flat: FlatRows;
}

const builtTrees = new WeakMap<LoadedTree, DirectoryItem[]>();

/** One nested tree per response object, so rows keep their identity until the data really changes. */
function treeOf(loaded: LoadedTree): DirectoryItem[] {
  let items = builtTrees.get(loaded);
  if (!items) {
    items = treeFromRows(loaded.flat);
    builtTrees.set(loaded, items);
  }
  return items;
}

function stateOf(directory: LoadedTree, bin: LoadedTree): TreeState {
  return {
    trees: { directory: treeOf(directory), bin: treeOf(bin) },
    versions: { directory: directory.version, bin: bin.version },
  };
}

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
 * top. Writes go out one after another; when they are through, both trees are loaded again.
 */
export function useExplorerTrees(tree: TreeKind, directory: LoadedTree, bin: LoadedTree): ExplorerTrees {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.userId;
  const expansionKey = userId ? expansionKeyOf(userId, tree) : undefined;
  const [revealIds, setRevealIds] = useState<readonly string[]>([]);
  const latest = useRef({ directory, bin });
  useEffect(() => {
    latest.current = { directory, bin };
  }, [directory, bin]);

  const [queue] = useState(
    () =>
      new TreeWriteQueue({
        loaded: () =>
          stateOf(
            queryClient.getQueryData<LoadedTree>(directoryQueryKey(tree)) ?? latest.current.directory,
            queryClient.getQueryData<LoadedTree>(recycleBinQueryKey(tree)) ?? latest.current.bin,
          ),
        isStale: isStaleVersion,
        reload: async () => {
          await Promise.all(
            [directoryQueryKey(tree), recycleBinQueryKey(tree), OVERVIEW_KEY].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          );
        },
      }),
  );
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const writing = snapshot.writes.length > 0;
  useEffect(() => {
    if (!writing) return;
    // Leaving the page now would drop changes the user already sees.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [writing]);
  const loaded = useMemo(() => stateOf(directory, bin), [directory, bin]);
  const view = useMemo(() => viewOf(snapshot, loaded), [snapshot, loaded]);

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
      change: (change) => queue.enqueue(treeChangeWrite(tree, view.directory, change)),
      createFolder: (parentId, name) => queue.enqueue(newFolderWrite(tree, view.directory, parentId, name)),
      editParents: (fileEntry, parentIds) => {
        queue.enqueue(editParentsWrite(tree, fileEntry, parentIds));
        setRevealIds(parentIds.filter((id) => id !== null));
      },
      moveToBin: (item, onDone = () => undefined) => queue.enqueue(moveToBinWrite(tree, item, onDone)),
      remove: (item, from, onDone) => queue.enqueue(removeWrite(item, from, () => afterRemoval(onDone))),
      restore: (item) => {
        queue.enqueue(restoreWrite(tree, item));
        setRevealIds([item.id]);
      },
    }),
    [view, writing, expansionKey, revealIds, queue, tree, afterRemoval],
  );
}
