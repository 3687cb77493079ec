import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/graphql/client';
import { OVERVIEW_KEY } from './query-keys';

export function overviewQueryOptions(recentLimit = 8) {
  return queryOptions({
    queryKey: [...OVERVIEW_KEY, recentLimit] as const,
    queryFn: async ({ signal }) => (await api.Overview({ recentLimit }, undefined, signal)).overview,
  });
}
