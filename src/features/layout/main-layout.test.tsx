import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationToasters } from '../../components/notification-toasters';
import { getLanguage, setLanguage } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import { getColorMode, setColorMode } from '../../lib/preferences/color-mode';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { MainLayout } from './main-layout';

configure({ asyncUtilTimeout: 15_000 });
const TIMEOUT = 60_000;

beforeAll(() => {
  // jsdom has no media queries; a wide screen docks the drawer.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('de');
  setColorMode('light');
  window.localStorage.clear();
});

/** Every heading the page was first shown with. */
const pageTexts: string[] = [];

/** A page that keeps a text from its first render, as memoised rows and validation rules do. */
function StickyPage() {
  const [heading] = useState(() => {
    const text = t('home.heading');
    pageTexts.push(text);
    return text;
  });
  return <h2>{heading}</h2>;
}

function renderLayout() {
  const rootRoute = createRootRoute({ component: MainLayout });
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: StickyPage });
  const loginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    component: () => <h2>Anmeldeseite</h2>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, loginRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup();
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <NotificationToasters />
    </ChakraProvider>,
  );
  return { user, router };
}

async function openUserMenu(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
}

/**
 * Chooses the open menu's last item from the keyboard, each key once the menu is ready for it: on a busy
 * machine the menu takes the focus, and the highlight, a moment after the key that asks for it.
 */
async function chooseLastItemByKeyboard(user: ReturnType<typeof userEvent.setup>, name: string) {
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  await user.keyboard('{End}');
  await waitFor(() => expect(screen.getByRole('menuitem', { name })).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

describe('the layout of a user who chose English', () => {
  // First in this file: later tests have the English texts loaded already, so nothing is left to wait for.
  it(
    'waits for the English texts instead of showing German first',
    async () => {
      pageTexts.length = 0;
      void setLanguage('en');
      renderLayout();
      expect(await screen.findByRole('heading', { name: 'Home', level: 2 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Toggle menu' })).toBeInTheDocument();
      expect(pageTexts).toEqual(['Home']);
    },
    TIMEOUT,
  );
});

describe('the avatar menu', () => {
  let api: ApiStub;
  beforeEach(() => {
    api = stubApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it(
    'switches the whole layout and the page to English, and back',
    async () => {
      const { user } = renderLayout();
      expect(await screen.findByRole('heading', { name: 'Startseite', level: 2 })).toBeInTheDocument();

      await openUserMenu(user, /Benutzermenü$/);
      expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
      await user.click(screen.getByRole('menuitemradio', { name: 'English' }));

      expect(await screen.findByRole('heading', { name: 'Home', level: 2 })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Toggle menu' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');

      await openUserMenu(user, /user menu$/);
      expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
      await user.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));

      expect(await screen.findByRole('heading', { name: 'Startseite', level: 2 })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('de');
    },
    TIMEOUT,
  );

  it(
    'keeps the language while something on the page is unsaved, and says why',
    async () => {
      const unsaved = (event: BeforeUnloadEvent) => event.preventDefault();
      window.addEventListener('beforeunload', unsaved);
      try {
        const { user } = renderLayout();
        await openUserMenu(user, /Benutzermenü$/);
        await user.click(screen.getByRole('menuitemradio', { name: 'English' }));

        expect(
          await screen.findByText(
            'Es gibt noch ungespeicherte Änderungen. Speichern Sie sie, bevor Sie die Sprache wechseln.',
          ),
        ).toBeInTheDocument();
        expect(getLanguage()).toBe('de');
        expect(screen.getByRole('heading', { name: 'Startseite', level: 2 })).toBeInTheDocument();
      } finally {
        window.removeEventListener('beforeunload', unsaved);
      }
    },
    TIMEOUT,
  );

  it(
    'switches between light and dark',
    async () => {
      const { user } = renderLayout();
      await openUserMenu(user, /Benutzermenü$/);
      expect(screen.getByRole('menuitemradio', { name: 'Hell' })).toHaveAttribute('aria-checked', 'true');
      await user.click(screen.getByRole('menuitemradio', { name: 'Dunkel' }));

      await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
      expect(getColorMode()).toBe('dark');
      expect(window.localStorage.getItem('alloy.colorMode')).toBe('dark');

      await openUserMenu(user, /Benutzermenü$/);
      expect(screen.getByRole('menuitemradio', { name: 'Dunkel' })).toHaveAttribute('aria-checked', 'true');
      await user.click(screen.getByRole('menuitemradio', { name: 'Hell' }));
      await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    },
    TIMEOUT,
  );

  it(
    'logs out everywhere: the server ends every session, then this one leaves for the login page',
    async () => {
      const ended = api.LogoutEverywhere.mockResolvedValue({ logoutEverywhere: { success: true } });
      const { user, router } = renderLayout();
      await openUserMenu(user, /Benutzermenü$/);
      expect(screen.getByRole('menuitem', { name: 'Alle Sitzungen beenden' })).toBeInTheDocument();
      await chooseLastItemByKeyboard(user, 'Alle Sitzungen beenden');

      expect(await screen.findByRole('heading', { name: 'Anmeldeseite' })).toBeInTheDocument();
      expect(ended).toHaveBeenCalledOnce();
      expect(router.state.location.pathname).toBe('/login');
    },
    TIMEOUT,
  );

  it(
    'stays logged in and says so when the server could not end the sessions',
    async () => {
      api.LogoutEverywhere.mockRejectedValue(new Error('offline'));
      const { user, router } = renderLayout();
      await openUserMenu(user, /Benutzermenü$/);
      expect(screen.getByRole('menuitem', { name: 'Alle Sitzungen beenden' })).toBeInTheDocument();
      await chooseLastItemByKeyboard(user, 'Alle Sitzungen beenden');

      expect(
        await screen.findByText(
          'Die Sitzungen auf anderen Geräten konnten nicht beendet werden. Bitte versuchen Sie es erneut.',
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
    TIMEOUT,
  );
});
