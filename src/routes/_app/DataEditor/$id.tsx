import { createFileRoute } from '@tanstack/react-router';
import { FileViewer } from '../../../features/file-viewer/file-viewer';
import { loadFileEntry } from '../../../features/file-viewer/load-file-entry';

export const Route = createFileRoute('/_app/DataEditor/$id')({
  loader: ({ context, params }) => loadFileEntry(context.queryClient, params.id),
  component: function FileViewerRoute() {
    const { id } = Route.useParams();
    return <FileViewer id={id} />;
  },
});
