import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { use, useState } from 'react';
import { useLogoutEverywhereMutation } from '../../api/logout-everywhere-mutation';
import { SkipLink } from '../../components/skip-link';
import { useSessionUser } from '../../lib/auth/use-session-user';
import { pendingLanguage } from '../../lib/messages/language';
import { useLanguage } from '../../lib/messages/use-language';
import { DockedDrawer } from './docked-drawer';
import { OverlayDrawer } from './overlay-drawer';
import { TopBar } from './top-bar';
import { useLogout } from './use-logout';
import { useOverlayDrawer } from './use-overlay-drawer';

const MAIN_ID = 'main-content';

/** Top bar, drawer and the current page, for every screen behind the login. */
export function MainLayout() {
  // While the user's language is still loading (on start, or right after login), the route's spinner
  // shows instead of a layout in German that would switch a moment later.
  const [languageLoad] = useState(pendingLanguage);
  if (languageLoad) use(languageLoad);
  const user = useSessionUser();
  // Top bar and drawer render again in a new language; the page, whose parts may keep texts (memoised
  // rows, validation), is shown afresh. The user menu refuses the switch while something is unsaved.
  const language = useLanguage();
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhereMutation(() => void logout());
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
        userId={user?.userId ?? null}
        onLogout={() => void logout()}
        onLogoutEverywhere={() => logoutEverywhere.mutate()}
      />
      <Flex flex="1" minHeight="0">
        {overlay ? (
          <OverlayDrawer open={overlayOpen} onOpenChange={setOverlayOpen} />
        ) : (
          <DockedDrawer mini={mini} />
        )}
        <Box
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          flex="1"
          minWidth="0"
          overflow="auto"
          outline="none"
          // Absolutely placed descendants (visually hidden texts) scroll and clip with the page, never with the window.
          position="relative"
        >
          <Outlet key={language} />
        </Box>
      </Flex>
    </Flex>
  );
}
