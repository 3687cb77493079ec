import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { t } from '../../lib/messages/t';

interface UserMenuProps {
  userName: string;
  onLogout: () => void;
}

export function UserMenu({ userName, onLogout }: UserMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" paddingX="2" aria-label={t('layout.userMenu', { name: userName })}>
          <Text as="span" display={{ base: 'none', sm: 'inline' }} fontWeight="medium">
            {userName}
          </Text>
          <Avatar.Root size="sm" colorPalette="blue" aria-hidden="true">
            <Avatar.Fallback name={userName} />
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="40">
            <Menu.Item value="logout" onSelect={onLogout}>
              <LuLogOut aria-hidden="true" />
              {t('layout.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
