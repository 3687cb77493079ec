import { createFileRoute } from '@tanstack/react-router';
import { SchemaEntryDetails } from '../../../features/editor/schema-entry-details';

export const Route = createFileRoute('/_app/SchemaEditor/$id')({
  component: function SchemaEntryRoute() {
    const { id } = Route.useParams();
    return <SchemaEntryDetails id={id} />;
  },
});
