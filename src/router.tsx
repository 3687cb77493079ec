import { createRouter } from '@tanstack/react-router';
import { PageSpinner } from './components/page-spinner';
import { RouteError } from './components/route-error';
import type { RouterContext } from './lib/router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders only warm the query cache; React Query decides what is fresh.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageSpinner,
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
