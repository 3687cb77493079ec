import { createFileRoute } from '@tanstack/react-router';
import { overviewQueryOptions } from '../../api/overview-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { settledReads } from '../../api/settled-reads';
import { HomePage } from '../../features/home/home-page';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(overviewQueryOptions()),
      settledReads(context.queryClient.ensureQueryData(schemasQueryOptions())),
    ]),
  component: HomePage,
});
