import { createFileRoute } from '@tanstack/react-router';
import { DataEditorPage } from '../../features/editor/data-editor-page';

export const Route = createFileRoute('/_app/DataEditor')({
  component: DataEditorPage,
});
