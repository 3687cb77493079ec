import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EntryMessageProps {
  icon: ReactNode;
  title: string;
  description?: string;
  role?: 'alert' | 'status';
}

/** A centred notice in the right pane: nothing chosen yet, not found, or not loadable. */
export function EntryMessage({ icon, title, description, role }: EntryMessageProps) {
  return (
    <EmptyState.Root role={role}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
