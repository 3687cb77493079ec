import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { LuDownload, LuLogOut, LuMonitorOff } from 'react-icons/lu';
import { PERMISSION } from '../../../domain/auth/permissions';
import { useHasPermission } from '../../lib/auth/use-has-permission';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import { useLanguage } from '../../lib/messages/use-language';
import { notify } from '../../lib/notify';
import { COLOR_MODES, type ColorMode, setColorMode, useColorMode } from '../../lib/preferences/color-mode';
import { chooseLanguage } from '../../lib/preferences/language-preference';
import { hasUnsavedWork } from './has-unsaved-work';

interface UserMenuProps {
  userName: string;
  /** Whose language choice is remembered; null keeps it for this page view only. */
  userId: string | null;
  onLogout: () => void;
  /** Ends the user's sessions on every device, then logs out here. */
  onLogoutEverywhere: () => void;
}

const COLOR_MODE_TEXTS = {
  light: 'layout.colorMode.light',
  dark: 'layout.colorMode.dark',
} as const satisfies Record<ColorMode, string>;

function isColorMode(value: string): value is ColorMode {
  return (COLOR_MODES as readonly string[]).includes(value);
}

export function UserMenu({ userName, userId, onLogout, onLogoutEverywhere }: UserMenuProps) {
  const isAdmin = useHasPermission(PERMISSION.users);
  const language = useLanguage();
  const colorMode = useColorMode();

  const switchLanguage = (next: string) => {
    if (!isLanguage(next) || next === language) return;
    // The page is shown afresh in the new language; what is not saved yet would be lost.
    if (hasUnsavedWork()) {
      notify({ message: t('layout.languageUnsaved'), tone: 'warning' });
      return;
    }
    chooseLanguage(userId, next).catch(() =>
      notify({ message: t('layout.languageFailed'), tone: 'negative' }),
    );
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" paddingX="2" aria-label={t('layout.userMenu', { name: userName })}>
          <Text as="span" display={{ base: 'none', sm: 'inline' }} fontWeight="medium">
            {userName}
          </Text>
          {/* A figure, not initials: the button's visible text is the user name alone, which its accessible name starts with. */}
          <Avatar.Root size="sm" colorPalette="blue" aria-hidden="true">
            <Avatar.Fallback />
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="48">
            <Menu.RadioItemGroup value={language} onValueChange={(details) => switchLanguage(details.value)}>
              <Menu.ItemGroupLabel>{t('layout.language')}</Menu.ItemGroupLabel>
              {LANGUAGES.map((code) => (
                <Menu.RadioItem key={code} value={code}>
                  <Menu.ItemText lang={code}>{LANGUAGE_NAMES[code]}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={colorMode}
              onValueChange={(details) => {
                if (isColorMode(details.value)) setColorMode(details.value);
              }}
            >
              <Menu.ItemGroupLabel>{t('layout.colorMode')}</Menu.ItemGroupLabel>
              {COLOR_MODES.map((mode) => (
                <Menu.RadioItem key={mode} value={mode}>
                  <Menu.ItemText>{t(COLOR_MODE_TEXTS[mode])}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            {isAdmin ? (
              <Menu.Item value="export" asChild>
                <a href="/export/client.json" download>
                  <LuDownload aria-hidden="true" />
                  {t('layout.exportClient')}
                </a>
              </Menu.Item>
            ) : null}
            <Menu.Item value="logout" onSelect={onLogout}>
              <LuLogOut aria-hidden="true" />
              {t('layout.logout')}
            </Menu.Item>
            <Menu.Item value="logout-everywhere" onSelect={onLogoutEverywhere}>
              <LuMonitorOff aria-hidden="true" />
              {t('layout.logoutEverywhere')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
