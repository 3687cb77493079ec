import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DirectoryItem, TreeKind } from '../../domain/directory/types';
import { api } from '../lib/graphql/client';
import { recycleBinQueryKey } from './tree-query-keys';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface RecycleBinRow {
  id: string;
  recycleBin: DirectoryItem;
}

export interface UpdateRecycleBinInput {
  /** The whole nested bin, in the shape the query returns under `nested`. */
  recycleBin: RecycleBinRow[];
  version: number;
}

const messages = { success: 'toast.binUpdated', failure: 'toast.binUpdateFailed' } as const;

export function useUpdateRecycleBinMutation(tree: TreeKind = 'DATA') {
  const queryClient = useQueryClient();
  const binKey = recycleBinQueryKey(tree);
  return useMutation({
    mutationFn: async ({ recycleBin, version }: UpdateRecycleBinInput) =>
      (await api.UpdateRecycleBin({ recycleBin, tree, version })).updateRecycleBin,
    onSuccess: (result) => notifyWriteResult(result.success, messages),
    onError: (error) => handleWriteError(queryClient, error, { conflictKeys: [binKey], ...messages }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: binKey }),
  });
}
