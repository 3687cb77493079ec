import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { PERMISSION } from '../../../domain/auth/permissions';
import { useHasPermission } from '../../lib/auth/use-has-permission';
import { t } from '../../lib/messages/t';
import { AdminsOnlyNotice } from './admins-only-notice';
import type { AuditSearch, SearchUpdate } from './audit-search';
import { AuditTrail } from './audit-trail';

interface AuditPageProps {
  /** The filters in force, as the address keeps them. */
  search: AuditSearch;
  /** Changes the filters, from those in force then (two changes in a row both count). */
  onSearch: (update: SearchUpdate) => void;
}

/** Who changed what and when: the client's audit trail, for admins (who alone may manage users). */
export function AuditPage({ search, onSearch }: AuditPageProps) {
  const isAdmin = useHasPermission(PERMISSION.users);
  return (
    <Stack gap="5" padding={{ base: '4', md: '6' }} minWidth="0">
      <Box>
        <Heading as="h2" size="2xl">
          {t('audit.heading')}
        </Heading>
        {isAdmin ? <Text color="fg.muted">{t('audit.intro')}</Text> : null}
      </Box>
      {isAdmin ? <AuditTrail search={search} onSearch={onSearch} /> : <AdminsOnlyNotice />}
    </Stack>
  );
}
