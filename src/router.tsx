import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { PageSkeleton } from './components/page-skeleton';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders only warm the query cache; React Query decides what is fresh.
    defaultPreloadStaleTime: 0,
    // Shown rarely, so loaded when needed rather than with every first visit.
    defaultErrorComponent: lazyRouteComponent(() => import('./components/route-error'), 'RouteError'),
    defaultPendingComponent: PageSkeleton,
    // The skeleton shows only after a second of loading (the default pendingMs); once the data is there the
    // page replaces it at once rather than after a further half second.
    defaultPendingMinMs: 0,
    // Every unknown path gets the public not-found page, never one inside the logged-in layout.
    notFoundMode: 'root',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
