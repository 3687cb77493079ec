import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TreeKind } from '../../domain/directory/types';
import { api } from '../lib/graphql/client';
import { OVERVIEW_KEY } from './query-keys';
import { directoryQueryKey, recycleBinQueryKey } from './tree-query-keys';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface MoveToRecycleBinInput {
  directoryId: string;
  /** The version of the directory the entry was seen in. */
  version: number;
}

const messages = { success: 'toast.directoryUpdated', failure: 'toast.directoryUpdateFailed' } as const;

export function useMoveToRecycleBinMutation(tree: TreeKind = 'DATA') {
  const queryClient = useQueryClient();
  const keys = [directoryQueryKey(tree), recycleBinQueryKey(tree)];
  return useMutation({
    mutationFn: async ({ directoryId, version }: MoveToRecycleBinInput) =>
      (await api.MoveToRecycleBin({ directoryId, tree, version })).moveToRecycleBin,
    onSuccess: (result) => notifyWriteResult(result.success, messages),
    onError: (error) => handleWriteError(queryClient, error, { conflictKeys: keys, ...messages }),
    onSettled: () =>
      Promise.all([...keys, OVERVIEW_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
