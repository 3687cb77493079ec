import { queryOptions } from '@tanstack/react-query';
import { FRONT_END_TYPE } from '../lib/front-end-type';
import { api } from '../lib/graphql/client';
import { RECYCLE_BIN_KEY } from './query-keys';

export function dataRecycleBinQueryOptions() {
  return queryOptions({
    queryKey: [...RECYCLE_BIN_KEY, 'DATA'] as const,
    queryFn: async ({ signal }) =>
      (await api.RecycleBin({ frontEndType: FRONT_END_TYPE }, undefined, signal)).recycleBin,
  });
}
