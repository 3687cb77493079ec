import { createFileRoute } from '@tanstack/react-router';
import { SchemaEditorPage } from '../../features/editor/schema-editor-page';

export const Route = createFileRoute('/_app/SchemaEditor')({
  component: SchemaEditorPage,
});
