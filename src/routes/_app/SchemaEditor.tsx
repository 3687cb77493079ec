import { createFileRoute } from '@tanstack/react-router';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemaRecycleBinQueryOptions } from '../../api/schema-recycle-bin-query';
import { settledReads } from '../../api/settled-reads';
import { SchemaExplorerPage } from '../../features/schema-explorer/schema-explorer-page';

export const Route = createFileRoute('/_app/SchemaEditor')({
  loader: ({ context: { queryClient } }) =>
    settledReads(
      queryClient.ensureQueryData(schemaDirectoryQueryOptions()),
      queryClient.ensureQueryData(schemaRecycleBinQueryOptions()),
    ),
  component: SchemaExplorerPage,
});
