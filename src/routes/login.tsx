import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth/login-page';
import { safeRedirect } from '../lib/auth/safe-redirect';

const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.auth.isAuthenticated()) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: function LoginRoute() {
    const { redirect: redirectTo } = Route.useSearch();
    return <LoginPage redirectTo={redirectTo} />;
  },
});
