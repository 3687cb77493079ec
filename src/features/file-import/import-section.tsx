import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A step of the import: a region named by its heading. */
export function ImportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
