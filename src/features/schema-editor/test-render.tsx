import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { NotificationToasters } from '../../components/notification-toasters';

// Chakra's first renders are slow in jsdom on a busy machine; waiting longer beats flaky failures.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks ResizeObserver, which Chakra's overlays use to follow their anchors.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Per-test time limit for the schema editor's component tests. */
export const UI_TEST_TIMEOUT = 60_000;

/** Test helper: renders `ui` with Chakra and the app's toasts. */
export function renderWithChakra(ui: ReactElement) {
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={defaultSystem}>
      {ui}
      <NotificationToasters />
    </ChakraProvider>,
  );
  return { ...result, user };
}

/** Test helper: renders `ui` as the page of a memory router, with Chakra and the app's toasts. */
export function renderInRouter(ui: ReactElement) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <RouterProvider router={router} />
      <NotificationToasters />
    </ChakraProvider>,
  );
  return { ...result, user, router };
}
