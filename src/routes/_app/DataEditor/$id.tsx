import { createFileRoute } from '@tanstack/react-router';
import { schemaDirectoryQueryOptions } from '../../../api/schema-directory-query';
import { schemasQueryOptions } from '../../../api/schemas-query';
import { settledReads } from '../../../api/settled-reads';
import { FileViewer } from '../../../features/file-viewer/file-viewer';
import { loadFileEntry } from '../../../features/file-viewer/load-file-entry';
import { validateHistorySearch } from '../../../features/history/history-search';

export const Route = createFileRoute('/_app/DataEditor/$id')({
  validateSearch: validateHistorySearch,
  // The file's form needs the schemas and the schema directory besides the file itself.
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      loadFileEntry(queryClient, params.id),
      settledReads(
        queryClient.ensureQueryData(schemasQueryOptions()),
        queryClient.ensureQueryData(schemaDirectoryQueryOptions()),
      ),
    ]),
  component: function FileViewerRoute() {
    const { id } = Route.useParams();
    return <FileViewer id={id} />;
  },
});
