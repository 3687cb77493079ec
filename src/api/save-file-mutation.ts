import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileDataEntry } from '../../domain/file/types';
import { api } from '../lib/graphql/client';
import { dataDirectoryQueryOptions } from './data-directory-query';
import { OVERVIEW_KEY } from './query-keys';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface NewFile {
  id?: string;
  schemaId: string;
  label: string;
  /** The folder entry to file it under; null for the root. */
  parentId: string | null;
  data?: FileDataEntry[];
}

const messages = { success: 'toast.fileSaved', failure: 'toast.fileSaveFailed' } as const;

/** Resolves with the new file's id and the id of its directory entry (for `/DataEditor/{id}`). */
export function useSaveFileMutation() {
  const queryClient = useQueryClient();
  const directoryKey = dataDirectoryQueryOptions().queryKey;
  return useMutation({
    mutationFn: async (file: NewFile) => (await api.SaveFile({ file })).saveFile,
    onSuccess: (result) => notifyWriteResult(result.success, messages),
    onError: (error) => handleWriteError(queryClient, error, { conflictKeys: [], ...messages }),
    onSettled: () =>
      Promise.all(
        [directoryKey, OVERVIEW_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
