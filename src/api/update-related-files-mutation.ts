import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/graphql/client';
import { fileDataQueryOptions } from './file-data-query';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface UpdateRelatedFilesInput {
  fileId: string;
  /** Every related file of the file, in the new order. */
  relatedFiles: { relationshipId: string }[];
  /** The version the file was read at; a stale one is refused. */
  version: number;
}

const messages = { success: 'toast.fileUpdated', failure: 'toast.fileUpdateFailed' } as const;

export function useUpdateRelatedFilesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: UpdateRelatedFilesInput) =>
      (await api.UpdateRelatedFiles({ data })).updateRelatedFiles,
    onSuccess: (result) => notifyWriteResult(result.success, messages),
    onError: (error, { fileId }) =>
      handleWriteError(queryClient, error, {
        conflictKeys: [fileDataQueryOptions(fileId).queryKey],
        ...messages,
      }),
    onSettled: (_result, _error, { fileId }) =>
      queryClient.invalidateQueries({ queryKey: fileDataQueryOptions(fileId).queryKey }),
  });
}
