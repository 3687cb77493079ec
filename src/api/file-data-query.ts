import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/graphql/client';
import { FILE_KEY } from './query-keys';

export function fileDataQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: [...FILE_KEY, fileId] as const,
    queryFn: async ({ signal }) => (await api.QueryFileData({ id: fileId }, undefined, signal)).queryFileData,
  });
}
