import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotificationToasters } from '../components/notification-toasters';
import { NotFoundPage } from '../features/not-found/not-found-page';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <NotificationToasters />
    </>
  ),
  notFoundComponent: NotFoundPage,
});
