import { createFileRoute } from '@tanstack/react-router';
import { schemaDirectoryQueryOptions } from '../../../api/schema-directory-query';
import { schemasQueryOptions } from '../../../api/schemas-query';
import { validateHistorySearch } from '../../../features/history/history-search';
import { SchemaEntryPage } from '../../../features/schema-editor/schema-entry-page';

export const Route = createFileRoute('/_app/SchemaEditor/$id')({
  validateSearch: validateHistorySearch,
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(schemaDirectoryQueryOptions()),
      queryClient.ensureQueryData(schemasQueryOptions()),
    ]),
  component: function SchemaEntryRoute() {
    const { id } = Route.useParams();
    return <SchemaEntryPage id={id} />;
  },
});
