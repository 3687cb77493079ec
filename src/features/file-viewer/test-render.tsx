import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { FileFormContext, type FileFormContextValue } from './file-form-context';

// Chakra's first renders are slow in jsdom on a busy machine; waiting longer beats flaky failures.
configure({ asyncUtilTimeout: 15_000 });

/** Per-test time limit for the file viewer's component tests. */
export const UI_TEST_TIMEOUT = 60_000;

// jsdom lacks ResizeObserver, which Chakra's overlays use to follow their anchors.
globalThis.ResizeObserver ??= class {
  observe() {
    /* jsdom never resizes */
  }
  unobserve() {
    /* nothing observed */
  }
  disconnect() {
    /* nothing observed */
  }
};

/** Test helper: a form context whose saves are spies that succeed. */
export function formContext(overrides: Partial<FileFormContextValue> = {}): FileFormContextValue {
  return {
    fileId: 'file-1',
    simplified: false,
    save: vi.fn(async () => true),
    relatedFiles: [],
    storedProblems: new Map(),
    refusals: new Map(),
    ...overrides,
  };
}

/** Test helper: renders `ui` as the page of a memory router, with Chakra, a query client and a form context. */
export function renderInForm(
  ui: ReactElement,
  context: FileFormContextValue = formContext(),
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
  const rootRoute = createRootRoute({
    component: () => <FileFormContext.Provider value={context}>{ui}</FileFormContext.Provider>,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...result, user, context, queryClient };
}
