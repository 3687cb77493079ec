import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useParams,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders `page` at `/` of a memory router that also has a stand-in editor page at `${editorPath}/$id`,
 * whose heading reads `${editorTitle} für <id>`: where a test sees that the app opened an entry.
 */
export function renderOnRouter(
  page: ReactNode,
  {
    queryClient,
    editorPath,
    editorTitle,
  }: { queryClient: QueryClient; editorPath: string; editorTitle: string },
) {
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => page });
  const editorRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: `${editorPath}/$id`,
    component: function EditorPage() {
      return (
        <h1>
          {editorTitle} für {useParams({ strict: false }).id}
        </h1>
      );
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, editorRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return router;
}
