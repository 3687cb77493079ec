import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { historyQueryOptions } from '../../api/history-query';
import { formatDateTime } from '../../lib/format-date-time';
import type { RevisionFieldsFragment } from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';
import { changeLine, operationText } from './change-text';

/** Changes a revision of the list shows; the rest are counted. */
const SHOWN_CHANGES = 4;

interface RevisionListProps {
  objectId: string;
  kind: 'FILE' | 'SCHEMA';
  onSelect: (revision: RevisionFieldsFragment) => void;
}

export const whenAndWho = (revision: Pick<RevisionFieldsFragment, 'at' | 'userName'>) =>
  t('history.when', {
    when: formatDateTime(revision.at),
    who: revision.userName ?? t('history.unknownUser'),
  });

/** An object's revisions, newest first: what the write was, when and by whom, what it changed. */
export function RevisionList({ objectId, kind, onSelect }: RevisionListProps) {
  const history = useInfiniteQuery(historyQueryOptions(objectId, kind));
  if (history.isPending) {
    return (
      <Stack direction="row" gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t('history.loading')}</Text>
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Stack gap="2" role="alert">
        <Text>{t('history.loadFailed')}</Text>
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void history.refetch()}>
          {t('history.retry')}
        </Button>
      </Stack>
    );
  }
  const revisions = history.data.pages.flat();
  if (revisions.length === 0) return <Text color="fg.muted">{t('history.empty')}</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t('history.listLabel')}>
        {revisions.map((revision) => {
          const lines = revision.changes.map((change) => changeLine(change, kind));
          return (
            <Box as="li" key={revision.id} borderWidth="1px" borderRadius="md" padding="2">
              <Button
                variant="ghost"
                size="sm"
                height="auto"
                paddingY="1"
                width="100%"
                justifyContent="flex-start"
                textAlign="start"
                whiteSpace="normal"
                onClick={() => onSelect(revision)}
              >
                <Stack gap="0" alignItems="flex-start">
                  <Text fontWeight="semibold">{operationText(revision.operation)}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {whenAndWho(revision)}
                  </Text>
                </Stack>
              </Button>
              {lines.length > 0 ? (
                <Stack as="ul" listStyleType="none" gap="0.5" paddingX="3" paddingTop="1" textStyle="sm">
                  {lines.slice(0, SHOWN_CHANGES).map((line, index) => (
                    // Lines of one revision never reorder.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <li key={index}>{line}</li>
                  ))}
                  {lines.length > SHOWN_CHANGES ? (
                    <Text as="li" color="fg.muted">
                      {t('history.moreChanges', { count: lines.length - SHOWN_CHANGES })}
                    </Text>
                  ) : null}
                </Stack>
              ) : revision.operation === 'created' || revision.operation === 'baseline' ? null : (
                <Text paddingX="3" textStyle="sm" color="fg.muted">
                  {t('history.noChange')}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
      {history.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          alignSelf="start"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('history.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
