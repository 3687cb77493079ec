import { createFileRoute } from '@tanstack/react-router';
import { SelectEntryHint } from '../../../features/editor/select-entry-hint';

export const Route = createFileRoute('/_app/SchemaEditor/')({
  component: () => <SelectEntryHint editor="schema" />,
});
