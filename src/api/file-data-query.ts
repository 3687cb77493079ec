import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { type FileDataFieldsFragment, QueryFileDataDocument } from '../lib/graphql/generated/graphql';
import { FILE_KEY } from './query-keys';

const versionOf = (file: unknown) => (file as FileDataFieldsFragment | undefined)?.version ?? -1;

export function fileDataQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: [...FILE_KEY, fileId] as const,
    queryFn: async ({ signal }) =>
      (await request(QueryFileDataDocument, { id: fileId }, signal)).queryFileData,
    // Versions only grow: a read that set out before the last write landed does not undo it.
    structuralSharing: (old: unknown, fresh: unknown) =>
      versionOf(old) > versionOf(fresh) ? old : replaceEqualDeep(old, fresh),
  });
}
