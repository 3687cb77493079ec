import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsRequested, subscribeToNotificationRequests } from '../lib/notify';

// The toasts (their stores and regions) load with the first notification, so a first visit does not
// download them; the notifications asked for until then wait in `notify`.
const NotificationToasters = lazy(() =>
  import('./notification-toasters').then((module) => ({ default: module.NotificationToasters })),
);

/** The toast regions of the notifications shown so far. */
export function Notifications() {
  const requested = useSyncExternalStore(subscribeToNotificationRequests, notificationsRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <NotificationToasters />
    </Suspense>
  );
}
