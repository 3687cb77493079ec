import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FileDataEntry } from '../../domain/file/types';
import { api } from '../lib/graphql/client';
import { dataDirectoryQueryOptions } from './data-directory-query';
import { fileDataQueryOptions } from './file-data-query';
import { OVERVIEW_KEY } from './query-keys';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface FileUpdate {
  id: string;
  label?: string;
  schemaId?: string;
  /** Entries replace or join the stored ones by elementId. */
  data: FileDataEntry[];
  /** The version the file was read at; a stale one is refused. */
  version: number;
}

const messages = { success: 'toast.fileUpdated', failure: 'toast.fileUpdateFailed' } as const;

export function useUpdateFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: FileUpdate) => (await api.UpdateFile({ data: file })).updateFile,
    onSuccess: (result) => notifyWriteResult(result.success, messages),
    onError: (error, file) =>
      handleWriteError(queryClient, error, {
        conflictKeys: [fileDataQueryOptions(file.id).queryKey],
        ...messages,
      }),
    // The label names the file in the tree and on the start page.
    onSettled: (_result, _error, file) =>
      Promise.all(
        [fileDataQueryOptions(file.id).queryKey, dataDirectoryQueryOptions().queryKey, OVERVIEW_KEY].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
