import { Stack, Table, Text } from '@chakra-ui/react';
import type { SchemaElement } from '../../../../domain/schema/types';
import { countText } from '../../../lib/messages/count-text';
import { t } from '../../../lib/messages/t';
import { fieldLabel } from './field-label';

/** More empty rows than this would only push the rest of the preview out of sight. */
const MAX_PREVIEW_ROWS = 5;

export function TablePreview({ element }: { element: SchemaElement }) {
  const columns = element.props.columns?.columns ?? [];
  const rows = element.props.general?.rows ?? 0;
  const label = fieldLabel(element);
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{label}</Text>
      {columns.length === 0 ? (
        <Text color="fg.muted">{t('preview.noColumns')}</Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-label={label}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.name}>{column.label}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {Array.from({ length: Math.min(rows, MAX_PREVIEW_ROWS) }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty placeholder rows have nothing else to tell them apart.
              <Table.Row key={row}>
                {columns.map((column) => (
                  <Table.Cell key={column.name}>&nbsp;</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {rows > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {countText(rows, 'preview.rows.one', 'preview.rows.other')}
        </Text>
      ) : null}
    </Stack>
  );
}
