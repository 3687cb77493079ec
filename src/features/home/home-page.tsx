import { Box, Container, GridItem, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '../../api/overview-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { t } from '../../lib/messages/t';
import { EditorShortcuts } from './editor-shortcuts';
import { OverviewStats } from './overview-stats';
import { RecentFiles } from './recent-files';

export function HomePage() {
  const user = useSessionUser();
  const { data: overview } = useSuspenseQuery(overviewQueryOptions());
  const { data: schemas } = useSuspenseQuery(schemasQueryOptions());
  const schemaLabels = new Map(schemas.map((schema) => [schema.id, schema.label]));

  return (
    <Container maxWidth="6xl" paddingY="6">
      <Stack gap="6">
        <Box>
          <Heading as="h2" size="2xl">
            {t('home.heading')}
          </Heading>
          {user ? <Text color="fg.muted">{t('home.welcome', { name: user.userName })}</Text> : null}
        </Box>
        <OverviewStats
          schemaCount={overview.schemaCount}
          fileCount={overview.fileCount}
          folderCount={overview.folderCount}
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
          <GridItem colSpan={{ base: 1, lg: 2 }}>
            <RecentFiles
              files={overview.recentFiles}
              schemaLabel={(schemaId) => schemaLabels.get(schemaId) ?? t('home.unknownSchema')}
            />
          </GridItem>
          <EditorShortcuts />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
