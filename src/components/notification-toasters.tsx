import { Badge, Toaster as ChakraToaster, Float, Portal, Stack, Toast } from '@chakra-ui/react';
import { badgeRecipe, toastSlotRecipe } from '@chakra-ui/react/theme';
import { useSyncExternalStore } from 'react';
import { t } from '../lib/messages/t';
import type { NotifyMeta, NotifyPosition } from '../lib/notify';
import { getPlacementsInUse, subscribeToPlacements, toasterFor } from '../lib/toasters';
import { addRecipes } from '../system';

// Added as this loads, before any toast renders (see system.ts).
addRecipes({ recipes: { badge: badgeRecipe }, slotRecipes: { toast: toastSlotRecipe } });

const BADGE_PLACEMENTS = {
  'top-left': 'top-start',
  'top-right': 'top-end',
  'bottom-left': 'bottom-start',
  'bottom-right': 'bottom-end',
  top: 'top-center',
  bottom: 'bottom-center',
  left: 'middle-start',
  right: 'middle-end',
  center: 'middle-center',
} as const satisfies Record<NotifyPosition, string>;

/** One toast region per placement that has been used. */
export function NotificationToasters() {
  const placements = useSyncExternalStore(subscribeToPlacements, getPlacementsInUse);
  return (
    <Portal>
      {placements.map((placement) => (
        <ChakraToaster
          key={placement}
          toaster={toasterFor(placement)}
          aria-label={t('toast.region')}
          insetInline={{ mdDown: '4' }}
        >
          {(toast) => {
            const meta = toast.meta as NotifyMeta | undefined;
            return (
              <Toast.Root width={{ md: 'sm' }}>
                <Toast.Indicator />
                <Stack gap="1" flex="1" maxWidth="100%">
                  <Toast.Title>{toast.title}</Toast.Title>
                </Stack>
                {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
                <Toast.CloseTrigger aria-label={t('toast.close')} />
                {meta && meta.count > 1 ? (
                  <Float placement={BADGE_PLACEMENTS[meta.badgePosition]}>
                    <Badge variant="solid" colorPalette="gray" borderRadius="full">
                      {meta.count}
                    </Badge>
                  </Float>
                ) : null}
              </Toast.Root>
            );
          }}
        </ChakraToaster>
      ))}
    </Portal>
  );
}
