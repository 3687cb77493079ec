import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { t } from '../lib/messages/t';

/** Shown in place of a page whose data could not be loaded; retrying reloads the route's data. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuTriangleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('error.heading')}</EmptyState.Title>
          <EmptyState.Description>{t('error.text')}</EmptyState.Description>
        </VStack>
        <Button
          variant="outline"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('error.retry')}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
