import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { LuSearchX } from 'react-icons/lu';
import { BareLayout } from '../../components/bare-layout';
import { t } from '../../lib/messages/t';

export function NotFoundPage() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <BareLayout pathname={pathname}>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuSearchX />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">{t('notFound.heading')}</EmptyState.Title>
            <EmptyState.Description>{t('notFound.text', { path: pathname })}</EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="blue">
            <Link to="/">{t('notFound.backHome')}</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </BareLayout>
  );
}
