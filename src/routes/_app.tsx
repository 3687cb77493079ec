import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/app-layout';
import { loadWorkspace } from '../features/layout/load-workspace';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  // Every workspace read starts at once, and none holds the layout back: each screen's route waits only
  // for what that screen shows (a 10,000-entry data tree must not wait for all schemas).
  loader: ({ context }) => {
    void loadWorkspace(context.queryClient);
  },
  component: AppLayout,
});
