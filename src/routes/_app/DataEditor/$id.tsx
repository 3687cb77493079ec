import { createFileRoute } from '@tanstack/react-router';
import { DataEntryDetails } from '../../../features/editor/data-entry-details';
import { loadDataEntry } from '../../../features/editor/load-data-entry';

export const Route = createFileRoute('/_app/DataEditor/$id')({
  loader: ({ context, params }) => loadDataEntry(context.queryClient, params.id),
  component: function DataEntryRoute() {
    const { id } = Route.useParams();
    return <DataEntryDetails id={id} />;
  },
});
