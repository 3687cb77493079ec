import { Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { LuDatabase, LuHistory, LuHouse, LuShapes } from 'react-icons/lu';
import { PERMISSION } from '../../../domain/auth/permissions';
import { useHasPermission } from '../../lib/auth/use-has-permission';
import { t } from '../../lib/messages/t';
import { MenuListEntry } from './menu-list-entry';

export const DRAWER_NAV_ID = 'main-menu';

interface DrawerNavProps {
  mini?: boolean;
  /** Called after an entry was followed (the overlay drawer closes then). */
  onNavigate?: () => void;
  /** The overlay drawer shows its own title. */
  showHeading?: boolean;
}

export function DrawerNav({ mini = false, onNavigate, showHeading = true }: DrawerNavProps) {
  const isAdmin = useHasPermission(PERMISSION.users);
  const heading = (
    <Heading as="h2" size="sm" color="fg.muted" paddingX="4" paddingTop="4" paddingBottom="2">
      {t('layout.menu')}
    </Heading>
  );
  return (
    <nav id={DRAWER_NAV_ID} aria-label={t('layout.menu')}>
      {showHeading && !mini ? heading : null}
      {showHeading && mini ? <VisuallyHidden>{heading}</VisuallyHidden> : null}
      <Stack as="ul" listStyleType="none" gap="1" paddingX={mini ? '0' : '2'} paddingY="2">
        <li>
          <MenuListEntry
            title={t('layout.nav.home')}
            caption={t('layout.nav.homeCaption')}
            icon={<LuHouse />}
            link="/"
            mini={mini}
            onNavigate={onNavigate}
          />
        </li>
        <li>
          <MenuListEntry
            title={t('layout.nav.dataEditor')}
            caption={t('layout.nav.dataEditorCaption')}
            icon={<LuDatabase />}
            link="/DataEditor"
            mini={mini}
            onNavigate={onNavigate}
          />
        </li>
        <li>
          <MenuListEntry
            title={t('layout.nav.schemaEditor')}
            caption={t('layout.nav.schemaEditorCaption')}
            icon={<LuShapes />}
            link="/SchemaEditor"
            mini={mini}
            onNavigate={onNavigate}
          />
        </li>
        {isAdmin ? (
          <li>
            <MenuListEntry
              title={t('audit.nav')}
              caption={t('audit.navCaption')}
              icon={<LuHistory />}
              link="/Audit"
              mini={mini}
              onNavigate={onNavigate}
            />
          </li>
        ) : null}
      </Stack>
    </nav>
  );
}
