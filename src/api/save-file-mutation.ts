import { useMutation } from '@tanstack/react-query';
import type { FileDataEntry } from '../../domain/file/types';
import { request } from '../lib/graphql/client';
import { SaveFileDocument } from '../lib/graphql/generated/graphql';
import { dataDirectoryQueryOptions } from './data-directory-query';
import { OVERVIEW_KEY } from './query-keys';

export interface NewFile {
  id?: string;
  schemaId: string;
  label: string;
  /** The folder entry to file it under; null for the root. */
  parentId: string | null;
  data?: FileDataEntry[];
}

/** Resolves with the new file's id and the id of its directory entry (for `/DataEditor/{id}`). */
export function useSaveFileMutation() {
  return useMutation({
    mutationFn: async (file: NewFile) => (await request(SaveFileDocument, { file })).saveFile,
    meta: {
      success: 'toast.fileSaved',
      failure: 'toast.fileSaveFailed',
      invalidates: [dataDirectoryQueryOptions().queryKey, OVERVIEW_KEY],
    },
  });
}
