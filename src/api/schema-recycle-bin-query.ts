import { queryOptions } from '@tanstack/react-query';
import { FRONT_END_TYPE } from '../lib/front-end-type';
import { api } from '../lib/graphql/client';
import { RECYCLE_BIN_KEY } from './query-keys';

export function schemaRecycleBinQueryOptions() {
  return queryOptions({
    queryKey: [...RECYCLE_BIN_KEY, 'SCHEMA'] as const,
    queryFn: async ({ signal }) =>
      (await api.SchemaRecycleBin({ frontEndType: FRONT_END_TYPE }, undefined, signal)).schemaRecycleBin,
  });
}
