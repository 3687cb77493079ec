import { type QueryKey, useMutation } from '@tanstack/react-query';
import { request } from '../lib/graphql/client';
import { RestoreRevisionDocument } from '../lib/graphql/generated/graphql';
import { HISTORY_KEY } from './query-keys';

export interface RevisionRestore {
  id: string;
  /** Element ids, `label` or `relatedFiles`; null restores the whole revision. */
  fields: string[] | null;
  /** The object's version the user saw the comparison at. */
  version: number;
}

/** Restores a revision of a file or schema; `objectKeys` are the object's queries to reload. */
export function useRestoreRevisionMutation(objectKeys: QueryKey[]) {
  return useMutation({
    mutationFn: async ({ id, fields, version }: RevisionRestore) =>
      (await request(RestoreRevisionDocument, { id, fields, version })).restoreRevision,
    meta: {
      failure: 'history.restoreFailed',
      preferServerMessage: false,
      conflictKeys: [...objectKeys, HISTORY_KEY],
      invalidates: [...objectKeys, HISTORY_KEY],
    },
  });
}
