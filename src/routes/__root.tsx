import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { Notifications } from '../components/notifications';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Notifications />
    </>
  ),
  // Loaded when it is needed, so a first visit does not download it.
  notFoundComponent: lazyRouteComponent(() => import('../features/not-found/not-found-page'), 'NotFoundPage'),
});
