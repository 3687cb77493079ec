import { infiniteQueryOptions } from '@tanstack/react-query';
import type { TreeKind } from '../../domain/directory/types';
import { FRONT_END_TYPE } from '../lib/front-end-type';
import { request } from '../lib/graphql/client';
import { HistoryDocument } from '../lib/graphql/generated/graphql';

/** The general first part of the keys of the trees' change lists. */
export const TREE_HISTORY_KEY = ['treeHistory'] as const;

/** Revisions a page of a tree's change list loads. */
export const TREE_HISTORY_PAGE = 20;

/** A tree's object id in the history (`alloy/DATA`, `alloy/SCHEMA`). */
export const treeObjectId = (tree: TreeKind) => `${FRONT_END_TYPE}/${tree}`;

/** The revisions of a directory tree, newest first, page after page (each older than the last shown). */
export function treeHistoryQueryOptions(tree: TreeKind) {
  return infiniteQueryOptions({
    queryKey: [...TREE_HISTORY_KEY, tree] as const,
    queryFn: async ({ pageParam, signal }) =>
      (
        await request(
          HistoryDocument,
          { objectId: treeObjectId(tree), kind: 'DIRECTORY', first: TREE_HISTORY_PAGE, before: pageParam },
          signal,
        )
      ).history,
    initialPageParam: null as string | null,
    // A short page is the last; a full one may be too, and then the next page comes back empty.
    getNextPageParam: (page) => (page.length < TREE_HISTORY_PAGE ? null : (page.at(-1)?.id ?? null)),
  });
}
