import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsRequested, subscribeToNotificationRequests } from '../lib/notify';

// The toasts (their stores and regions) load with the first notification, so a first visit does not
// download them; the notifications asked for until then wait in `notify`.
const NotificationToasters = lazy(() =>
  import('./notification-toasters').then((module) => ({ default: module.NotificationToasters })),
);
const StandaloneToasters = lazy(() =>
  import('./standalone-toasters').then((module) => ({ default: module.StandaloneToasters })),
);

/**
 * The toast regions of the notifications shown so far; `standalone` outside the app's Chakra provider
 * (the login page of a first visit), whose theme the toasts then bring along.
 */
export function Notifications({ standalone = false }: { standalone?: boolean }) {
  const requested = useSyncExternalStore(subscribeToNotificationRequests, notificationsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>{standalone ? <StandaloneToasters /> : <NotificationToasters />}</Suspense>
  );
}
