import { Text } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import type { MissingField } from '../../../../domain/schema/element-steps';
import type { MessageKey } from '../../../lib/messages/de';
import { t } from '../../../lib/messages/t';

/** What the current step still lacks while Next/Done is disabled (see `missingInStep`). */
export const MissingFieldsContext = createContext<readonly MissingField[]>([]);

const MISSING_TEXT: Record<MissingField, MessageKey> = {
  label: 'missing.label',
  elementId: 'missing.elementId',
  contentLabel: 'missing.contentLabel',
  columns: 'missing.columns',
  rows: 'missing.rows',
  options: 'missing.options',
  relatedSchemaIds: 'missing.relatedSchemaIds',
  accept: 'missing.accept',
  rules: 'rulesEditor.missing',
};

/** What this field still needs before the step can be left, or undefined. */
export function useMissingText(field: string): string | undefined {
  const missing = useContext(MissingFieldsContext);
  return (missing as readonly string[]).includes(field) ? t(MISSING_TEXT[field as MissingField]) : undefined;
}

/** Says next to a list field what it still needs before the step can be left. */
export function MissingNote({ field }: { field: MissingField }) {
  const text = useMissingText(field);
  return text ? (
    <Text textStyle="sm" color="fg.muted" data-missing={field}>
      {text}
    </Text>
  ) : null;
}
