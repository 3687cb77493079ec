import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/graphql/client';
import { fileDataQueryOptions } from './file-data-query';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface DeleteRelatedFileInput {
  /** The file whose link is removed, to reload it afterwards. */
  fileId: string;
  relationshipId: string;
}

const messages = { success: 'toast.fileUpdated', failure: 'toast.fileUpdateFailed' } as const;

export function useDeleteRelatedFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ relationshipId }: DeleteRelatedFileInput) =>
      (await api.DeleteRelatedFile({ relationshipId })).deleteRelatedFile,
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
