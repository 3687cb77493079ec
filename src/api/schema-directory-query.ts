import { queryOptions } from '@tanstack/react-query';
import { FRONT_END_TYPE } from '../lib/front-end-type';
import { api } from '../lib/graphql/client';
import { DIRECTORY_KEY } from './query-keys';

export function schemaDirectoryQueryOptions() {
  return queryOptions({
    queryKey: [...DIRECTORY_KEY, 'SCHEMA'] as const,
    queryFn: async ({ signal }) =>
      (await api.SchemaDirectory({ frontEndType: FRONT_END_TYPE }, undefined, signal)).schemaDirectory,
  });
}
