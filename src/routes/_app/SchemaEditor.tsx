import { createFileRoute } from '@tanstack/react-router';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemaRecycleBinQueryOptions } from '../../api/schema-recycle-bin-query';
import { settledReads } from '../../api/settled-reads';
import { validateTreeChangesSearch } from '../../components/explorer/tree-changes-search';
import { SchemaExplorerPage } from '../../features/schema-explorer/schema-explorer-page';

export const Route = createFileRoute('/_app/SchemaEditor')({
  // `?changes=true` opens the tree's change list; the pages below keep their own search beside it.
  validateSearch: validateTreeChangesSearch,
  loader: ({ context: { queryClient } }) =>
    settledReads(
      queryClient.ensureQueryData(schemaDirectoryQueryOptions()),
      queryClient.ensureQueryData(schemaRecycleBinQueryOptions()),
    ),
  component: SchemaExplorerPage,
});
