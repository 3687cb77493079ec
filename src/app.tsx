import './lib/messages/de-screens';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { authSession } from './lib/auth/auth-session';
import { setUnauthenticatedHandler } from './lib/graphql/client';
import { loadWhenIdle } from './lib/load-when-idle';
import { t } from './lib/messages/t';
import { notify } from './lib/notify';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { system } from './system';

/** The whole app (router, query layer, every screen) at the current address. */
export function renderApp(root: Root): void {
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, auth: authSession });

  setUnauthenticatedHandler(async () => {
    const wasSignedIn = authSession.signOut();
    const { pathname, href } = router.state.location;
    if (pathname === '/login') return;
    if (wasSignedIn) notify({ message: t('session.expired'), tone: 'info' });
    await router.navigate({ to: '/login', search: { redirect: href } });
    queryClient.clear();
  });

  // What tells of a failure must not need the network itself: a save that failed for a lost connection
  // would otherwise fail to load its notification, and the error page after it.
  loadWhenIdle(() =>
    Promise.all([import('./components/notification-toasters'), import('./components/route-error')]),
  );

  root.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
