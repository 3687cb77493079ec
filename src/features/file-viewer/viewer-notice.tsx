import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ViewerNoticeProps {
  icon: ReactNode;
  title: string;
  description?: string;
  role?: 'alert' | 'status';
  children?: ReactNode;
}

/** A centred notice in place of a file: a folder, an unknown entry, or a file that cannot be loaded. */
export function ViewerNotice({ icon, title, description, role, children }: ViewerNoticeProps) {
  return (
    <EmptyState.Root role={role}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          {description ? <EmptyState.Description>{description}</EmptyState.Description> : null}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
