import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { HistoryDocument, RevisionDocument, type RevisionObjectKind } from '../lib/graphql/generated/graphql';
import { HISTORY_KEY } from './query-keys';

/** Revisions a page of a history loads. */
export const HISTORY_PAGE = 20;

/** A file's or schema's revisions, newest first, page after page. */
export function historyQueryOptions(objectId: string, kind: RevisionObjectKind) {
  return infiniteQueryOptions({
    queryKey: [...HISTORY_KEY, kind, objectId] as const,
    queryFn: async ({ pageParam, signal }) =>
      (await request(HistoryDocument, { objectId, kind, first: HISTORY_PAGE, before: pageParam }, signal))
        .history,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.length < HISTORY_PAGE ? null : (page.at(-1)?.id ?? null)),
  });
}

/** One revision beside the object now. */
export function revisionQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...HISTORY_KEY, 'revision', id] as const,
    queryFn: async ({ signal }) => (await request(RevisionDocument, { id }, signal)).revision,
  });
}
