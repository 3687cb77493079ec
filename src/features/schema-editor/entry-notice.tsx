import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface EntryNoticeProps {
  icon: ReactNode;
  title: string;
  /** One paragraph per entry. */
  lines: string[];
  role?: 'alert' | 'status';
}

/** A centred notice in place of the schema viewer: a folder, or an entry that cannot be shown. */
export function EntryNotice({ icon, title, lines, role }: EntryNoticeProps) {
  return (
    <EmptyState.Root role={role}>
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center" maxWidth="md">
          <EmptyState.Title as="h2" wordBreak="break-word">
            {title}
          </EmptyState.Title>
          {lines.map((line) => (
            <EmptyState.Description key={line}>{line}</EmptyState.Description>
          ))}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
