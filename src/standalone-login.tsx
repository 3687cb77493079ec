import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { Notifications } from './components/notifications';
import { LoginPage } from './features/auth/login-page';

/**
 * The login page of a visit that starts there, without router, query layer and Chakra: the same page as
 * the app's `/login` route. Once signed in, the address becomes the target and `startApp` renders the app
 * into the same root, with no reload.
 */
export function renderStandaloneLogin(root: Root, startApp: () => void): void {
  const redirect = new URLSearchParams(window.location.search).get('redirect') ?? undefined;
  const enter = (href: string) => {
    window.history.replaceState(null, '', href);
    startApp();
  };
  root.render(
    <StrictMode>
      <LoginPage redirectTo={redirect} onLoggedIn={enter} />
      <Notifications standalone />
    </StrictMode>,
  );
}
