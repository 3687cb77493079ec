import { createRoot } from 'react-dom/client';
import { authSession } from './lib/auth/auth-session';
import { startPreferences } from './lib/preferences/start-preferences';

startPreferences(authSession);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
const root = createRoot(container);

const startApp = () => {
  // Every request goes through graphql-request, which the app's first reads wait for: it loads beside the
  // app's code instead of after it has run (a first visit's login page does without it).
  void import('graphql-request');
  void import('./app').then(({ renderApp }) => renderApp(root));
};

// A visit that starts at the login page gets only what that page needs; the app follows after login.
if (window.location.pathname === '/login' && !authSession.isAuthenticated()) {
  void import('./standalone-login').then(({ renderStandaloneLogin }) =>
    renderStandaloneLogin(root, startApp),
  );
} else {
  startApp();
}
