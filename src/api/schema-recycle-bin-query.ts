import { queryOptions } from '@tanstack/react-query';
import { FRONT_END_TYPE } from '../lib/front-end-type';
import { request } from '../lib/graphql/client';
import { SchemaRecycleBinDocument } from '../lib/graphql/generated/graphql';
import { RECYCLE_BIN_KEY } from './query-keys';

export function schemaRecycleBinQueryOptions() {
  return queryOptions({
    queryKey: [...RECYCLE_BIN_KEY, 'SCHEMA'] as const,
    queryFn: async ({ signal }) =>
      (await request(SchemaRecycleBinDocument, { frontEndType: FRONT_END_TYPE }, signal)).schemaRecycleBin,
  });
}
