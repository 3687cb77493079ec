import { queryOptions } from '@tanstack/react-query';
import { FRONT_END_TYPE } from '../lib/front-end-type';
import { api } from '../lib/graphql/client';
import { DIRECTORY_KEY } from './query-keys';

export function dataDirectoryQueryOptions() {
  return queryOptions({
    queryKey: [...DIRECTORY_KEY, 'DATA'] as const,
    queryFn: async ({ signal }) =>
      (await api.GetDirectoryFolderToLoggedInClient({ frontEndType: FRONT_END_TYPE }, undefined, signal))
        .getDirectoryFolderToLoggedInClient,
  });
}
