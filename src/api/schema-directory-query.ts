import { queryOptions } from '@tanstack/react-query';
import { FRONT_END_TYPE } from '../lib/front-end-type';
import { request } from '../lib/graphql/client';
import { SchemaDirectoryDocument } from '../lib/graphql/generated/graphql';
import { DIRECTORY_KEY } from './query-keys';

export function schemaDirectoryQueryOptions() {
  return queryOptions({
    queryKey: [...DIRECTORY_KEY, 'SCHEMA'] as const,
    queryFn: async ({ signal }) =>
      (await request(SchemaDirectoryDocument, { frontEndType: FRONT_END_TYPE }, signal)).schemaDirectory,
  });
}
