import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppTitle } from './app-title';

/** Top bar with title and route segment only, for pages outside the main layout (login, not found). */
export function BareLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
      <Box
        as="header"
        bg="bg"
        borderBottomWidth="1px"
        paddingX="4"
        height="14"
        display="flex"
        alignItems="center"
      >
        <AppTitle pathname={pathname} />
      </Box>
      <Flex as="main" flex="1" alignItems="center" justifyContent="center" padding="4">
        {children}
      </Flex>
    </Flex>
  );
}
