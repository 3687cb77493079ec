import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/graphql/client';
import { fileDataQueryOptions } from './file-data-query';
import { handleWriteError, notifyWriteResult } from './write-feedback';

export interface RelationshipTarget {
  fileId: string;
  /** The Relationship element the link is made through. */
  elementId?: string;
}

export interface AddRelatedFilesInput {
  fileId: string;
  relationship: RelationshipTarget | RelationshipTarget[];
}

const messages = { success: 'toast.fileUpdated', failure: 'toast.fileUpdateFailed' } as const;

export function useAddRelatedFilesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: AddRelatedFilesInput) => (await api.AddRelatedFiles({ data })).addRelatedFiles,
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
