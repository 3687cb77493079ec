import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getPlacementsInUse, subscribeToPlacements } from '../lib/toasters';

// The toast regions load with the first notification, so a first visit does not download them.
const NotificationToasters = lazy(() =>
  import('./notification-toasters').then((module) => ({ default: module.NotificationToasters })),
);

/** The toast regions of the notifications shown so far. */
export function Notifications() {
  const placements = useSyncExternalStore(subscribeToPlacements, getPlacementsInUse);
  if (placements.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationToasters />
    </Suspense>
  );
}
