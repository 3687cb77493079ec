import { Heading, HStack, Icon } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function EntryHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="3" marginBottom="6">
      <Icon fontSize="2xl" color="fg.muted" aria-hidden="true">
        {icon}
      </Icon>
      <Heading as="h2" size="xl" wordBreak="break-word">
        {children}
      </Heading>
    </HStack>
  );
}
