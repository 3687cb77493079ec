import { queryOptions } from '@tanstack/react-query';
import { FRONT_END_TYPE } from '../lib/front-end-type';
import { request } from '../lib/graphql/client';
import { RecycleBinDocument } from '../lib/graphql/generated/graphql';
import { RECYCLE_BIN_KEY } from './query-keys';

export function dataRecycleBinQueryOptions() {
  return queryOptions({
    queryKey: [...RECYCLE_BIN_KEY, 'DATA'] as const,
    queryFn: async ({ signal }) =>
      (await request(RecycleBinDocument, { frontEndType: FRONT_END_TYPE }, signal)).recycleBin,
  });
}
