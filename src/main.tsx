import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authSession } from './lib/auth/auth-session';
import { setUnauthenticatedHandler } from './lib/graphql/client';
import { t } from './lib/messages/t';
import { notify } from './lib/notify';
import { startPreferences } from './lib/preferences/start-preferences';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import { system } from './system';

startPreferences(authSession);
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
