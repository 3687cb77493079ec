import { useMutation } from '@tanstack/react-query';
import type { TreeKind } from '../../domain/directory/types';
import { request } from '../lib/graphql/client';
import { graphQLErrors, hasErrorCode } from '../lib/graphql/error-codes';
import { RestoreRevisionDocument } from '../lib/graphql/generated/graphql';
import { t } from '../lib/messages/t';
import { notify } from '../lib/notify';
import { OVERVIEW_KEY } from './query-keys';
import { treeHistoryQueryOptions } from './tree-history-query';
import { directoryQueryKey, recycleBinQueryKey } from './tree-query-keys';

/** One entry of a tree's revision to put back where (or as) it was before. */
export interface TreeEntryPutBack {
  revisionId: string;
  entryId: string;
}

/** Why putting an entry back failed, in the user's language. */
export function putBackFailureText(error: unknown): string {
  if (hasErrorCode(error, 'CONFLICT')) return t('treeChanges.putBackConflict');
  const nameTaken = graphQLErrors(error).some(
    (entry) => entry.extensions?.code === 'BAD_USER_INPUT' && entry.extensions.reason === 'name-taken',
  );
  return t(nameTaken ? 'treeChanges.putBackNameTaken' : 'treeChanges.putBackFailed');
}

/**
 * Puts back a move or a folder's rename from a tree's change list. It goes in turn with the tree's own
 * writes (their scope), on whatever version the tree then has; afterwards the tree, its bin and the
 * change list are read again.
 */
export function useRestoreTreeRevisionMutation(tree: TreeKind) {
  const reloaded = [
    directoryQueryKey(tree),
    recycleBinQueryKey(tree),
    OVERVIEW_KEY,
    treeHistoryQueryOptions(tree).queryKey,
  ];
  return useMutation({
    scope: { id: `tree:${tree}` },
    mutationFn: async ({ revisionId, entryId }: TreeEntryPutBack) =>
      (await request(RestoreRevisionDocument, { id: revisionId, fields: [entryId] })).restoreRevision,
    // The mutation's own handler: it runs even when the change list was closed before the answer came.
    onError: (error) => {
      // The GraphQL client already ends the session and leaves for the login page.
      if (hasErrorCode(error, 'UNAUTHENTICATED')) return;
      notify({
        message: putBackFailureText(error),
        tone: hasErrorCode(error, 'CONFLICT') ? 'warning' : 'negative',
      });
    },
    meta: { success: 'treeChanges.putBackDone', invalidates: reloaded },
  });
}
