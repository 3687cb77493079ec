import { Alert, Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type AuditEvent, auditTrailQueryOptions } from '../../api/audit-trail-query';
import { auditUsersQueryOptions } from '../../api/audit-users-query';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { hasErrorCode } from '../../lib/graphql/error-codes';
import { countText } from '../../lib/messages/count-text';
import { t } from '../../lib/messages/t';
import { AdminsOnlyNotice } from './admins-only-notice';
import { AuditFilters } from './audit-filters';
import { type AuditSearch, type SearchUpdate, trailFilter } from './audit-search';
import { AuditTable } from './audit-table';

interface AuditTrailProps {
  search: AuditSearch;
  onSearch: (update: SearchUpdate) => void;
}

/** The filters and the table of events through them, page after page. */
export function AuditTrail({ search, onSearch }: AuditTrailProps) {
  const filter = useMemo(() => trailFilter(search), [search]);
  const trail = useInfiniteQuery(auditTrailQueryOptions(filter));
  const users = useQuery(auditUsersQueryOptions()).data ?? [];
  // The links to an object's history need its entry; the layout loads both trees for every screen.
  const data = useQuery(dataDirectoryQueryOptions()).data;
  const schema = useQuery(schemaDirectoryQueryOptions()).data;
  const events = useMemo(
    () => withoutRepeats(trail.data?.pages.flatMap((page) => page.events) ?? []),
    [trail.data],
  );

  if (trail.isError && hasErrorCode(trail.error, 'FORBIDDEN')) return <AdminsOnlyNotice />;

  return (
    <Stack gap="4" minWidth="0">
      <AuditFilters search={search} onSearch={onSearch} users={users} />
      {trail.data ? (
        <>
          <Text color="fg.muted" role="status">
            {events.length === 0
              ? t('audit.empty')
              : countText(events.length, 'audit.shown.one', 'audit.shown.other')}
          </Text>
          {events.length > 0 ? (
            <Box
              aria-busy={trail.isPlaceholderData}
              opacity={trail.isPlaceholderData ? 0.6 : 1}
              transition="opacity 0.2s"
            >
              <AuditTable events={events} directories={{ data, schema }} />
            </Box>
          ) : null}
          {trail.isFetchNextPageError ? <LoadFailed onRetry={() => void trail.fetchNextPage()} /> : null}
          {trail.hasNextPage && !trail.isFetchNextPageError ? (
            <Button
              alignSelf="center"
              variant="outline"
              size="sm"
              loading={trail.isFetchingNextPage}
              loadingText={t('audit.loadingMore')}
              onClick={() => void trail.fetchNextPage()}
            >
              {t('audit.more')}
            </Button>
          ) : null}
        </>
      ) : trail.isError ? (
        <LoadFailed onRetry={() => void trail.refetch()} />
      ) : (
        <Box role="status" paddingY="6">
          <Spinner aria-label={t('audit.loading')} />
        </Box>
      )}
    </Stack>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{t('audit.failed')}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('audit.retry')}
      </Button>
    </Alert.Root>
  );
}

/** Events newer than the first page shift the later pages by as many: each event is shown once. */
function withoutRepeats(events: AuditEvent[]): AuditEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    if (seen.has(event.id)) return false;
    seen.add(event.id);
    return true;
  });
}
