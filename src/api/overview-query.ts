import { queryOptions } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { OverviewDocument } from '../lib/graphql/generated/graphql';
import { OVERVIEW_KEY } from './query-keys';

export function overviewQueryOptions(recentLimit = 8) {
  return queryOptions({
    queryKey: [...OVERVIEW_KEY, recentLimit] as const,
    queryFn: async ({ signal }) => (await request(OverviewDocument, { recentLimit }, signal)).overview,
  });
}
