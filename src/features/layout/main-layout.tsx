import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { SkipLink } from '../../components/skip-link';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { DockedDrawer } from './docked-drawer';
import { OverlayDrawer } from './overlay-drawer';
import { TopBar } from './top-bar';
import { useLogout } from './use-logout';
import { useOverlayDrawer } from './use-overlay-drawer';

const MAIN_ID = 'main-content';

/** Top bar, drawer and the current page, for every screen behind the login. */
export function MainLayout() {
  const user = useSessionUser();
  const logout = useLogout();
  const overlay = useOverlayDrawer();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [mini, setMini] = useState(false);

  const toggleMenu = () => (overlay ? setOverlayOpen((open) => !open) : setMini((isMini) => !isMini));

  return (
    <Flex direction="column" height="100dvh" bg="bg.subtle">
      <SkipLink targetId={MAIN_ID} />
      <TopBar
        menuExpanded={overlay ? overlayOpen : !mini}
        onToggleMenu={toggleMenu}
        userName={user?.userName ?? ''}
        onLogout={() => void logout()}
      />
      <Flex flex="1" minHeight="0">
        {overlay ? (
          <OverlayDrawer open={overlayOpen} onOpenChange={setOverlayOpen} />
        ) : (
          <DockedDrawer mini={mini} />
        )}
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minWidth="0" overflow="auto" outline="none">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
