import { createFileRoute } from '@tanstack/react-router';
import { schemasQueryOptions } from '../../../../api/schemas-query';
import { settledReads } from '../../../../api/settled-reads';
import { FileImportPage } from '../../../../features/file-import/file-import-page';

// `$schemaId_`: the import stands beside the schema's table, not inside it.
export const Route = createFileRoute('/_app/DataEditor/schema/$schemaId_/import')({
  loader: ({ context: { queryClient } }) => settledReads(queryClient.ensureQueryData(schemasQueryOptions())),
  component: function FileImportRoute() {
    const { schemaId } = Route.useParams();
    return <FileImportPage schemaId={schemaId} />;
  },
});
