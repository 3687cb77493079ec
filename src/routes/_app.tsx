import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadWorkspace } from '../features/layout/load-workspace';
import { MainLayout } from '../features/layout/main-layout';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  loader: ({ context }) => loadWorkspace(context.queryClient),
  component: MainLayout,
});
