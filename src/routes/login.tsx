import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { safeRedirect } from '../lib/auth/safe-redirect';

/** `?redirect=` when it is text; anything else is dropped (a plain check, so the login page ships no zod). */
function validateLoginSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {};
}

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.isAuthenticated()) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: function LoginRoute() {
    const { redirect: redirectTo } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <LoginPage redirectTo={redirectTo} onLoggedIn={(href) => void navigate({ href, replace: true })} />
    );
  },
});
