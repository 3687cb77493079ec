import { createFileRoute } from '@tanstack/react-router';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { dataRecycleBinQueryOptions } from '../../api/data-recycle-bin-query';
import { settledReads } from '../../api/settled-reads';
import { DataExplorerPage } from '../../features/data-explorer/data-explorer-page';

export const Route = createFileRoute('/_app/DataEditor')({
  loader: ({ context: { queryClient } }) =>
    settledReads(
      queryClient.ensureQueryData(dataDirectoryQueryOptions()),
      queryClient.ensureQueryData(dataRecycleBinQueryOptions()),
    ),
  component: DataExplorerPage,
});
