import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DirectoryRow, TreeKind } from '../../domain/directory/types';
import { api } from '../lib/graphql/client';
import { OVERVIEW_KEY } from './query-keys';
import { directoryQueryKey } from './tree-query-keys';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface UpdateDirectoryInput {
  /** The whole nested tree, in the shape the query returns under `nested`. */
  directory: DirectoryRow[];
  /** The version the tree was read at; a stale one is refused. */
  version: number;
}

const messages = { success: 'toast.directoryUpdated', failure: 'toast.directoryUpdateFailed' } as const;

export function useUpdateDirectoryMutation(tree: TreeKind = 'DATA') {
  const queryClient = useQueryClient();
  const directoryKey = directoryQueryKey(tree);
  return useMutation({
    mutationFn: async ({ directory, version }: UpdateDirectoryInput) =>
      (await api.UpdateDirectory({ directory, tree, version })).updateDirectory,
    onSuccess: (result) => notifyWriteResult(result.success, messages),
    onError: (error) => handleWriteError(queryClient, error, { conflictKeys: [directoryKey], ...messages }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: directoryKey }),
        queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
      ]),
  });
}
