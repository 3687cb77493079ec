import { Box } from '@chakra-ui/react';
import { DRAWER_ANIMATION_MS, DRAWER_MINI_WIDTH, DRAWER_WIDTH } from './drawer-constants';
import { DrawerNav } from './drawer-nav';

/** The drawer beside the page on wide screens: full width or, toggled, only its icons. */
export function DockedDrawer({ mini }: { mini: boolean }) {
  return (
    <Box
      width={`${mini ? DRAWER_MINI_WIDTH : DRAWER_WIDTH}px`}
      flexShrink="0"
      borderRightWidth="1px"
      bg="bg"
      position="relative"
      overflowX="hidden"
      overflowY="auto"
      transition={`width ${DRAWER_ANIMATION_MS}ms ease`}
    >
      <DrawerNav mini={mini} />
    </Box>
  );
}
