import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { DeleteRelatedFileDocument } from '../lib/graphql/generated/graphql';
import { fileDataQueryOptions } from './file-data-query';
import { fileScope, keepWritten } from './file-written';

/** Removes one of `fileId`'s links (by `relationshipId`), in turn with the file's other writes. */
export function useDeleteRelatedFileMutation(fileId: string) {
  const queryClient = useQueryClient();
  const fileKeys = [fileDataQueryOptions(fileId).queryKey];
  return useMutation({
    scope: fileScope(fileId),
    mutationFn: async (relationshipId: string) => {
      const { deleteRelatedFile } = await request(DeleteRelatedFileDocument, { relationshipId });
      keepWritten(queryClient, fileId, { version: deleteRelatedFile.version });
      return deleteRelatedFile;
    },
    meta: {
      success: 'toast.fileUpdated',
      failure: 'toast.fileUpdateFailed',
      conflictKeys: fileKeys,
      invalidates: fileKeys,
    },
  });
}
