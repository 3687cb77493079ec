import { createFileRoute } from '@tanstack/react-router';
import { DataExplorerPage } from '../../features/data-explorer/data-explorer-page';

export const Route = createFileRoute('/_app/DataEditor')({
  component: DataExplorerPage,
});
