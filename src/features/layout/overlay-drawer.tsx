import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { t } from '../../lib/messages/t';
import { DRAWER_WIDTH } from './drawer-constants';
import { DrawerNav } from './drawer-nav';

interface OverlayDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The drawer over the page on narrow screens; following an entry closes it. */
export function OverlayDrawer({ open, onOpenChange }: OverlayDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth={`${DRAWER_WIDTH}px`}>
            <Drawer.Header>
              <Drawer.Title>{t('layout.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body paddingX="0" paddingTop="0">
              <DrawerNav showHeading={false} onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('layout.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
