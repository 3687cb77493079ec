import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { type FileFilter, type FileSort, FilesOfSchemaDocument } from '../lib/graphql/generated/graphql';
import { FILE_TABLE_KEY } from './query-keys';

/** Rows a page of a file table loads. */
export const TABLE_PAGE = 50;

/** A schema's files as a table, page after page in the order and through the filters given. */
export function fileTableQueryOptions(schemaId: string, sort: FileSort, filter: FileFilter[]) {
  return infiniteQueryOptions({
    queryKey: [...FILE_TABLE_KEY, schemaId, sort, filter] as const,
    queryFn: async ({ pageParam, signal }) =>
      (
        await request(
          FilesOfSchemaDocument,
          { schemaId, sort, filter, first: TABLE_PAGE, after: pageParam },
          signal,
        )
      ).filesOfSchema,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.endCursor,
    placeholderData: keepPreviousData,
  });
}
