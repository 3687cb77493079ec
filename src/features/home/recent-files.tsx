import { Card, Link as ChakraLink, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../lib/format-date-time';
import type { OverviewQuery } from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';

type RecentFile = OverviewQuery['overview']['recentFiles'][number];

interface RecentFilesProps {
  files: RecentFile[];
  schemaLabel: (schemaId: string) => string;
}

export function RecentFiles({ files, schemaLabel }: RecentFilesProps) {
  return (
    <Card.Root as="section" aria-labelledby="recent-files-heading" boxShadow="xs">
      <Card.Header>
        <Heading as="h3" size="md" id="recent-files-heading">
          {t('home.recent.heading')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {files.length === 0 ? (
          <Text color="fg.muted">{t('home.recent.empty')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0">
            {files.map((file) => {
              const label = file.label || t('home.recent.unnamed');
              return (
                <Stack
                  as="li"
                  key={file.id}
                  gap="0.5"
                  paddingY="2.5"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: 0 }}
                >
                  {file.directoryId ? (
                    <ChakraLink asChild fontWeight="medium" colorPalette="blue" color="colorPalette.fg">
                      <Link to="/DataEditor/$id" params={{ id: file.directoryId }}>
                        {label}
                      </Link>
                    </ChakraLink>
                  ) : (
                    <Text fontWeight="medium">
                      {label}{' '}
                      <Text as="span" fontWeight="normal" color="fg.muted">
                        ({t('home.recent.unfiled')})
                      </Text>
                    </Text>
                  )}
                  <Text fontSize="sm" color="fg.muted">
                    {schemaLabel(file.schemaId)} ·{' '}
                    {t('home.recent.changedAt', { date: formatDateTime(file.updatedAt) })}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
