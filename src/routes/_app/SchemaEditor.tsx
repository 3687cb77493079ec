import { createFileRoute } from '@tanstack/react-router';
import { SchemaExplorerPage } from '../../features/schema-explorer/schema-explorer-page';

export const Route = createFileRoute('/_app/SchemaEditor')({
  component: SchemaExplorerPage,
});
