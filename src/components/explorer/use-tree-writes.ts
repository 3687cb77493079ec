import { type QueryKey, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TreeKind } from '../../../domain/directory/types';
import { OVERVIEW_KEY } from '../../api/query-keys';
import { directoryQueryOptions, recycleBinQueryOptions } from '../../api/tree-query-keys';
import { authSession } from '../../lib/auth/auth-session';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { isStaleVersion } from '../../lib/graphql/error-codes';
import { type LoadedTree, stateOf, writtenTree } from './loaded-trees';
import { sendTreeWrite } from './send-tree-write';
import type { TreeState, TreeWrite } from './tree-write';

const treeWriteKey = (tree: TreeKind) => ['tree-write', tree] as const;

/** Writes whose effect the loaded trees show, or that were given up: they send nothing and show nothing. */
const settled = new WeakSet<TreeWrite>();

/** The writes the user sees that the loaded trees do not show yet. */
export const unsettled = (writes: readonly TreeWrite[]) => writes.filter((write) => !settled.has(write));

/**
 * The writes to a directory and its bin as scoped mutations: one at a time, each on the version the one
 * before left (kept in the query cache), the whole-tree saves waiting behind one sent with it. Returns
 * the pending writes (see `unsettled`) and `write` to add one.
 */
export function useTreeWrites(tree: TreeKind, directory: LoadedTree, bin: LoadedTree) {
  const queryClient = useQueryClient();
  const mutations = queryClient.getMutationCache();
  const userId = useSessionUser()?.userId;
  const directoryOptions = directoryQueryOptions(tree);
  const binOptions = recycleBinQueryOptions(tree);

  const loaded = useCallback(
    (): TreeState =>
      stateOf(
        queryClient.getQueryData<LoadedTree>(directoryOptions.queryKey) ?? directory,
        queryClient.getQueryData<LoadedTree>(binOptions.queryKey) ?? bin,
      ),
    [queryClient, directoryOptions.queryKey, binOptions.queryKey, directory, bin],
  );

  const { mutate } = useMutation({
    mutationKey: treeWriteKey(tree),
    scope: { id: `tree:${tree}` },
    mutationFn: async (write: TreeWrite) => {
      if (settled.has(write)) return null;
      return sendTreeWrite(write, {
        loaded,
        reload: async () => {
          await Promise.all(
            [directoryOptions, binOptions].map((options) =>
              queryClient.fetchQuery({ ...(options as { queryKey: QueryKey }), staleTime: 0 }),
            ),
          );
        },
        keep: ({ trees, versions }) => {
          const before = loaded();
          if (
            trees.directory !== before.trees.directory ||
            versions.directory !== before.versions.directory
          ) {
            const written = writtenTree(trees.directory, versions.directory, 'directory');
            queryClient.setQueryData(directoryOptions.queryKey, written as never);
          }
          if (trees.bin !== before.trees.bin || versions.bin !== before.versions.bin) {
            queryClient.setQueryData(
              binOptions.queryKey,
              writtenTree(trees.bin, versions.bin, 'recycleBin') as never,
            );
          }
        },
        waiting: () =>
          mutations
            .findAll({ mutationKey: treeWriteKey(tree), status: 'pending' })
            .map((mutation) => mutation.state.variables as TreeWrite)
            .filter((waiting) => waiting !== write && !settled.has(waiting)),
        settle: (writes) => {
          for (const done of writes) settled.add(done);
        },
        isStale: isStaleVersion,
        signedIn: () => authSession.getUser()?.userId === userId,
      });
    },
    meta: {
      success: (result: { written: TreeWrite['written'] }) =>
        result.written === 'bin' ? 'toast.binUpdated' : 'toast.directoryUpdated',
      // The trees, and the start page's counts, are read again once the last waiting write is through.
      invalidates: [directoryOptions.queryKey, binOptions.queryKey, OVERVIEW_KEY],
    },
  });

  const pending = useMutationState({
    filters: { mutationKey: treeWriteKey(tree), status: 'pending' },
    select: (mutation) => mutation.state.variables as TreeWrite,
  });

  return { pending, write: mutate };
}
