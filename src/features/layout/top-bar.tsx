import { Flex, IconButton, Spacer } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { LuMenu } from 'react-icons/lu';
import { AppTitle } from '../../components/app-title';
import { t } from '../../lib/messages/t';
import { SearchLauncher } from '../search/search-launcher';
import { DRAWER_NAV_ID } from './drawer-nav';
import { UserMenu } from './user-menu';

interface TopBarProps {
  menuExpanded: boolean;
  onToggleMenu: () => void;
  userName: string;
  userId: string | null;
  onLogout: () => void;
  onLogoutEverywhere: () => void;
}

export function TopBar({
  menuExpanded,
  onToggleMenu,
  userName,
  userId,
  onLogout,
  onLogoutEverywhere,
}: TopBarProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Flex
      as="header"
      alignItems="center"
      gap="2"
      height="14"
      paddingX="2"
      flexShrink="0"
      bg="bg"
      borderBottomWidth="1px"
    >
      <IconButton
        variant="ghost"
        aria-label={t('layout.toggleMenu')}
        aria-expanded={menuExpanded}
        aria-controls={DRAWER_NAV_ID}
        onClick={onToggleMenu}
      >
        <LuMenu />
      </IconButton>
      <AppTitle pathname={pathname} />
      <Spacer />
      <SearchLauncher />
      <UserMenu
        userName={userName}
        userId={userId}
        onLogout={onLogout}
        onLogoutEverywhere={onLogoutEverywhere}
      />
    </Flex>
  );
}
