import { queryOptions } from '@tanstack/react-query';
import { FRONT_END_TYPE } from '../lib/front-end-type';
import { request } from '../lib/graphql/client';
import { GetDirectoryFolderToLoggedInClientDocument } from '../lib/graphql/generated/graphql';
import { DIRECTORY_KEY } from './query-keys';

export function dataDirectoryQueryOptions() {
  return queryOptions({
    queryKey: [...DIRECTORY_KEY, 'DATA'] as const,
    queryFn: async ({ signal }) =>
      (await request(GetDirectoryFolderToLoggedInClientDocument, { frontEndType: FRONT_END_TYPE }, signal))
        .getDirectoryFolderToLoggedInClient,
  });
}
