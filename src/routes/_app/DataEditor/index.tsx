import { createFileRoute } from '@tanstack/react-router';
import { SelectEntryHint } from '../../../features/editor/select-entry-hint';

export const Route = createFileRoute('/_app/DataEditor/')({
  component: () => <SelectEntryHint editor="data" />,
});
