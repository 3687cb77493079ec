import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { SearchDocument } from '../lib/graphql/generated/graphql';
import { SEARCH_KEY } from './query-keys';

/** Hits of each kind the search dialog shows. */
export const SEARCH_HITS = 8;

/** What search finds for a query; the hits of the last query stay while the next one runs. */
export function searchQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...SEARCH_KEY, query] as const,
    queryFn: async ({ signal }) =>
      (await request(SearchDocument, { query, limit: SEARCH_HITS }, signal)).search,
    placeholderData: keepPreviousData,
  });
}
