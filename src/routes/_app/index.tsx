import { createFileRoute } from '@tanstack/react-router';
import { overviewQueryOptions } from '../../api/overview-query';
import { HomePage } from '../../features/home/home-page';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(overviewQueryOptions()),
  component: HomePage,
});
