import { Card, HStack, Icon, SimpleGrid, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFileText, LuFolder, LuShapes } from 'react-icons/lu';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';

interface OverviewStatsProps {
  schemaCount: number;
  fileCount: number;
  folderCount: number;
}

function StatCard({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <Card.Root as="li" boxShadow="xs">
      <Card.Body>
        {/* The icon stays outside the stat's <dl>, which may hold only its <dt> and <dd>. */}
        <HStack justifyContent="space-between" alignItems="flex-start">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{formatNumber(value)}</Stat.ValueText>
          </Stat.Root>
          <Icon color="fg.muted" aria-hidden="true" marginTop="0.5">
            {icon}
          </Icon>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function OverviewStats({ schemaCount, fileCount, folderCount }: OverviewStatsProps) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={t('home.statsLabel')}
      columns={{ base: 1, sm: 3 }}
      gap="4"
      listStyleType="none"
    >
      <StatCard label={t('home.stats.schemas')} value={schemaCount} icon={<LuShapes />} />
      <StatCard label={t('home.stats.files')} value={fileCount} icon={<LuFileText />} />
      <StatCard label={t('home.stats.folders')} value={folderCount} icon={<LuFolder />} />
    </SimpleGrid>
  );
}
