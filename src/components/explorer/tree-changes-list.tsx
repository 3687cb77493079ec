import { Box, Button, chakra, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import type { TreeKind } from '../../../domain/directory/types';
import { useRestoreTreeRevisionMutation } from '../../api/restore-tree-revision-mutation';
import { treeHistoryQueryOptions } from '../../api/tree-history-query';
import { formatDateTime } from '../../lib/format-date-time';
import type { RevisionFieldsFragment } from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';
import { moreChangesText, type TreeEntryChange, treeChangeText } from './tree-change-text';

type Revision = RevisionFieldsFragment;

/** A heading to focus once it shows and, with `afterGone`, once that element (a button) has gone. */
interface FocusRequest {
  heading: string;
  afterGone?: string;
}

/** Focuses the request's heading when it is due, and answers whether it did. */
function focusNow({ heading, afterGone }: FocusRequest): boolean {
  const target = document.getElementById(heading);
  if (!target || (afterGone !== undefined && document.getElementById(afterGone))) return false;
  target.focus();
  return true;
}

/** A tree's revisions, newest first, each with what it did to which entry; moves and renames can be put back. */
export function TreeChangesList({ tree }: { tree: TreeKind }) {
  const history = useInfiniteQuery(treeHistoryQueryOptions(tree));
  const putBack = useRestoreTreeRevisionMutation(tree);
  const idPrefix = useId();
  const headingId = (revision: Revision) => `${idPrefix}-revision-${revision.id}`;
  const buttonId = (revision: Revision, change: TreeEntryChange) =>
    `${idPrefix}-put-back-${revision.id}-${change.kind}-${change.entryId}`;
  const focusRequest = useRef<FocusRequest | null>(null);
  // After the render that shows what was asked for: answers come before the list shows them.
  useEffect(() => {
    const request = focusRequest.current;
    if (request && focusNow(request)) focusRequest.current = null;
  });
  const focusWhenShown = (request: FocusRequest) => {
    focusRequest.current = focusNow(request) ? null : request;
  };

  if (history.isPending) {
    return (
      <Box role="status" paddingY="4">
        <Spinner size="sm" aria-label={t('treeChanges.loading')} />
      </Box>
    );
  }
  if (history.isError && !history.data) {
    return (
      <Stack gap="3" alignItems="start">
        <Text role="alert">{t('treeChanges.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
          {t('treeChanges.retry')}
        </Button>
      </Stack>
    );
  }
  const revisions = history.data.pages.flat();
  if (revisions.length === 0) return <Text color="fg.muted">{t('treeChanges.empty')}</Text>;

  const putBackEntry = (revision: Revision, change: TreeEntryChange) =>
    putBack.mutate(
      { revisionId: revision.id, entryId: change.entryId },
      {
        // A change put back (or no longer to be put back) loses its button once the list is read again:
        // focus goes to its revision rather than to the top of the drawer.
        onSettled: () =>
          focusWhenShown({ heading: headingId(revision), afterGone: buttonId(revision, change) }),
      },
    );

  const loadOlder = async () => {
    const shown = revisions.length;
    const result = await history.fetchNextPage();
    const firstNew = result.data?.pages.flat()[shown];
    // The first of the older revisions, so that reading goes on where the list went on.
    if (firstNew) focusWhenShown({ heading: headingId(firstNew) });
  };

  return (
    <Stack gap="4">
      <chakra.ul aria-label={t('treeChanges.list')} listStyleType="none" display="grid" gap="4">
        {revisions.map((revision) => (
          <chakra.li key={revision.id} borderBottomWidth="1px" paddingBottom="3">
            <Heading as="h3" size="sm" id={headingId(revision)} tabIndex={-1} marginBottom="1.5">
              {t('treeChanges.revision', {
                when: formatDateTime(revision.at),
                user: revision.userName ?? t('treeChanges.unknownUser'),
              })}
            </Heading>
            <chakra.ul listStyleType="none" display="grid" gap="1.5">
              {revision.entries.map((change) => {
                const text = treeChangeText(change);
                const pending =
                  putBack.isPending &&
                  putBack.variables?.revisionId === revision.id &&
                  putBack.variables.entryId === change.entryId;
                return (
                  <chakra.li key={`${change.kind}:${change.entryId}`}>
                    <Flex gap="2" alignItems="center" justifyContent="space-between" wrap="wrap">
                      <Text minWidth="0" overflowWrap="anywhere">
                        {text}
                      </Text>
                      {change.canPutBack ? (
                        <Button
                          id={buttonId(revision, change)}
                          size="xs"
                          variant="outline"
                          aria-label={t('treeChanges.putBackLabel', { change: text })}
                          // Not `disabled`: the button keeps focus while its change is put back.
                          aria-disabled={putBack.isPending || undefined}
                          aria-busy={pending || undefined}
                          onClick={() => {
                            if (!putBack.isPending) putBackEntry(revision, change);
                          }}
                        >
                          {t('treeChanges.putBack')}
                        </Button>
                      ) : null}
                    </Flex>
                  </chakra.li>
                );
              })}
              {revision.moreEntries > 0 ? (
                <chakra.li color="fg.muted">{moreChangesText(revision.moreEntries)}</chakra.li>
              ) : null}
              {revision.entries.length === 0 && revision.moreEntries === 0 ? (
                <chakra.li color="fg.muted">{t('treeChanges.noEntries')}</chakra.li>
              ) : null}
            </chakra.ul>
          </chakra.li>
        ))}
      </chakra.ul>
      {history.isFetchNextPageError ? <Text role="alert">{t('treeChanges.loadFailed')}</Text> : null}
      {history.hasNextPage ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          // Not `loading`, which disables it: the button keeps focus while the page comes.
          aria-disabled={history.isFetchingNextPage || undefined}
          aria-busy={history.isFetchingNextPage || undefined}
          onClick={() => {
            if (!history.isFetchingNextPage) void loadOlder();
          }}
        >
          {history.isFetchingNextPage ? <Spinner size="xs" aria-hidden="true" /> : null}
          {t('treeChanges.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
