import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { RouterContext } from '../lib/router-context';
import { getPlacementsInUse, subscribeToPlacements } from '../lib/toasters';

// The toast regions load with the first notification and the not-found page when it is needed, so a
// first visit downloads neither.
const NotificationToasters = lazy(() =>
  import('../components/notification-toasters').then((module) => ({ default: module.NotificationToasters })),
);

function Notifications() {
  const placements = useSyncExternalStore(subscribeToPlacements, getPlacementsInUse);
  if (placements.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NotificationToasters />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Notifications />
    </>
  ),
  notFoundComponent: lazyRouteComponent(() => import('../features/not-found/not-found-page'), 'NotFoundPage'),
});
