import { createFileRoute } from '@tanstack/react-router';
import { schemaDirectoryQueryOptions } from '../../../api/schema-directory-query';
import { schemasQueryOptions } from '../../../api/schemas-query';
import { settledReads } from '../../../api/settled-reads';
import { FileViewer } from '../../../features/file-viewer/file-viewer';
import { loadFileEntry } from '../../../features/file-viewer/load-file-entry';
import { loadRichTextEditor } from '../../../features/file-viewer/rich-text/load-rich-text-editor';
import { validateHistorySearch } from '../../../features/history/history-search';

export const Route = createFileRoute('/_app/DataEditor/$id')({
  validateSearch: validateHistorySearch,
  // The file's form needs the schemas and the schema directory besides the file itself, and the editor of its
  // rich-text fields (not waited for: a form without one does not need it).
  loader: ({ context: { queryClient }, params }) => {
    void loadRichTextEditor().catch(() => undefined);
    return Promise.all([
      loadFileEntry(queryClient, params.id),
      settledReads(
        queryClient.ensureQueryData(schemasQueryOptions()),
        queryClient.ensureQueryData(schemaDirectoryQueryOptions()),
      ),
    ]);
  },
  component: function FileViewerRoute() {
    const { id } = Route.useParams();
    return <FileViewer id={id} />;
  },
});
