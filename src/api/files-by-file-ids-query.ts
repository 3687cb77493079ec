import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/graphql/client';
import { FILE_KEY } from './query-keys';

export function filesByFileIdsQueryOptions(fileIds: string[]) {
  return queryOptions({
    queryKey: [...FILE_KEY, { fileIds }] as const,
    queryFn: async ({ signal }) => (await api.FilesByFileIds({ fileIds }, undefined, signal)).filesByFileIds,
  });
}
