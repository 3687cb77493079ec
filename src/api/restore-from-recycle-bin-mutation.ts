import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TreeKind } from '../../domain/directory/types';
import { api } from '../lib/graphql/client';
import { OVERVIEW_KEY } from './query-keys';
import { directoryQueryKey, recycleBinQueryKey } from './tree-query-keys';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface RestoreFromRecycleBinInput {
  directoryId: string;
  /** The version of the recycle bin the entry was seen in. */
  version: number;
}

const messages = { success: 'toast.binUpdated', failure: 'toast.binUpdateFailed' } as const;

/** Resolves with the restored entry's new id (restored entries get new ids). */
export function useRestoreFromRecycleBinMutation(tree: TreeKind = 'DATA') {
  const queryClient = useQueryClient();
  const keys = [directoryQueryKey(tree), recycleBinQueryKey(tree)];
  return useMutation({
    mutationFn: async ({ directoryId, version }: RestoreFromRecycleBinInput) =>
      (await api.RestoreFromRecycleBin({ directoryId, tree, version })).restoreFromRecycleBin,
    onSuccess: (result) => notifyWriteResult(result.success, messages),
    onError: (error) => handleWriteError(queryClient, error, { conflictKeys: keys, ...messages }),
    onSettled: () =>
      Promise.all([...keys, OVERVIEW_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
