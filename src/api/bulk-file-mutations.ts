import { useMutation } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { MoveFilesToFolderDocument, MoveFilesToRecycleBinDocument } from '../lib/graphql/generated/graphql';
import { DIRECTORY_KEY, FILE_TABLE_KEY, OVERVIEW_KEY, RECYCLE_BIN_KEY } from './query-keys';

/** What a write of many files' places changes: both trees, the tables of files and the start page. */
const RELOADED = [DIRECTORY_KEY, RECYCLE_BIN_KEY, FILE_TABLE_KEY, OVERVIEW_KEY];
/** Bulk writes go in turn with the tree's own writes. */
const TREE_SCOPE = { id: 'tree:DATA' };

export interface FilesToFolder {
  fileIds: string[];
  folderId: string | null;
  keepPlaces: boolean;
}

/** Files the files in a folder: as their only place, or with `keepPlaces` as one more. */
export function useMoveFilesToFolderMutation() {
  return useMutation({
    scope: TREE_SCOPE,
    mutationFn: async (variables: FilesToFolder) =>
      (await request(MoveFilesToFolderDocument, variables)).moveFilesToFolder,
    meta: {
      success: 'toast.directoryUpdated',
      failure: 'toast.directoryUpdateFailed',
      preferServerMessage: true,
      conflictKeys: RELOADED,
      invalidates: RELOADED,
    },
  });
}

/** Moves every place of the files to the recycle bin. */
export function useMoveFilesToRecycleBinMutation() {
  return useMutation({
    scope: TREE_SCOPE,
    mutationFn: async (fileIds: string[]) =>
      (await request(MoveFilesToRecycleBinDocument, { fileIds })).moveFilesToRecycleBin,
    meta: {
      success: 'toast.binUpdated',
      failure: 'toast.binUpdateFailed',
      conflictKeys: RELOADED,
      invalidates: RELOADED,
    },
  });
}
