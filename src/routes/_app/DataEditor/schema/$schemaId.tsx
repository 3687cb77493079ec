import { createFileRoute } from '@tanstack/react-router';
import { schemasQueryOptions } from '../../../../api/schemas-query';
import { settledReads } from '../../../../api/settled-reads';
import { FileTablePage } from '../../../../features/file-table/file-table-page';

export const Route = createFileRoute('/_app/DataEditor/schema/$schemaId')({
  loader: ({ context: { queryClient } }) => settledReads(queryClient.ensureQueryData(schemasQueryOptions())),
  component: function FileTableRoute() {
    const { schemaId } = Route.useParams();
    return <FileTablePage schemaId={schemaId} />;
  },
});
