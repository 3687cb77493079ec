import { createFileRoute } from '@tanstack/react-router';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { dataRecycleBinQueryOptions } from '../../api/data-recycle-bin-query';
import { settledReads } from '../../api/settled-reads';
import { validateTreeChangesSearch } from '../../components/explorer/tree-changes-search';
import { DataExplorerPage } from '../../features/data-explorer/data-explorer-page';

export const Route = createFileRoute('/_app/DataEditor')({
  // `?changes=true` opens the tree's change list; the pages below keep their own search beside it.
  validateSearch: validateTreeChangesSearch,
  loader: ({ context: { queryClient } }) =>
    settledReads(
      queryClient.ensureQueryData(dataDirectoryQueryOptions()),
      queryClient.ensureQueryData(dataRecycleBinQueryOptions()),
    ),
  component: DataExplorerPage,
});
