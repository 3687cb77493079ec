import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { UpdateRelatedFilesDocument } from '../lib/graphql/generated/graphql';
import { fileDataQueryOptions } from './file-data-query';
import { fileScope, keepWritten, loadedFile } from './file-written';

/**
 * Puts all of `fileId`'s links in a new order (every `relationshipId`), at the version the file's writes
 * before it left.
 */
export function useUpdateRelatedFilesMutation(fileId: string) {
  const queryClient = useQueryClient();
  const fileKeys = [fileDataQueryOptions(fileId).queryKey];
  return useMutation({
    scope: fileScope(fileId),
    mutationFn: async (relatedFiles: { relationshipId: string }[]) => {
      const { version } = await loadedFile(queryClient, fileId);
      const { updateRelatedFiles } = await request(UpdateRelatedFilesDocument, {
        data: { fileId, relatedFiles, version },
      });
      keepWritten(queryClient, fileId, { version: updateRelatedFiles.version });
      return updateRelatedFiles;
    },
    meta: {
      success: 'toast.fileUpdated',
      failure: 'toast.fileUpdateFailed',
      conflictKeys: fileKeys,
      invalidates: fileKeys,
    },
  });
}
