import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { AddRelatedFilesDocument } from '../lib/graphql/generated/graphql';
import { fileDataQueryOptions } from './file-data-query';
import { fileScope, keepWritten } from './file-written';

export interface RelationshipTarget {
  fileId: string;
  /** The Relationship element the link is made through. */
  elementId?: string;
}

/** Links `fileId` to more files, in turn with the file's other writes. */
export function useAddRelatedFilesMutation(fileId: string) {
  const queryClient = useQueryClient();
  const fileKeys = [fileDataQueryOptions(fileId).queryKey];
  return useMutation({
    scope: fileScope(fileId),
    mutationFn: async (relationship: RelationshipTarget | RelationshipTarget[]) => {
      const { addRelatedFiles } = await request(AddRelatedFilesDocument, { data: { fileId, relationship } });
      keepWritten(queryClient, fileId, { version: addRelatedFiles.version });
      return addRelatedFiles;
    },
    meta: {
      success: 'toast.fileUpdated',
      failure: 'toast.fileUpdateFailed',
      conflictKeys: fileKeys,
      invalidates: fileKeys,
    },
  });
}
