import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useBlocker } from '@tanstack/react-router';
import { t } from '../../lib/messages/t';

/** While `active`, leaving the page inside the app asks whether to drop the unsaved changes. */
export function LeaveGuardDialog({ active }: { active: boolean }) {
  const blocker = useBlocker({
    // Going to the login page means the session has ended (logout or expiry): nothing could be saved anymore.
    shouldBlockFn: ({ current, next }) =>
      active && current.pathname !== next.pathname && next.pathname !== '/login',
    enableBeforeUnload: false,
    withResolver: true,
  });
  const open = blocker.status === 'blocked';
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) blocker.reset?.();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('leaveGuard.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('leaveGuard.text')}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => blocker.reset?.()}>
                {t('leaveGuard.stay')}
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                {t('leaveGuard.leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
