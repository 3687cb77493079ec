import { Table } from '@chakra-ui/react';
import type { MappedColumn } from '../../../domain/transfer/column-mapping';
import { t } from '../../lib/messages/t';
import type { CsvTable } from './csv-table';

/** Rows the preview shows. */
export const PREVIEW_ROWS = 10;

interface ImportPreviewProps {
  table: CsvTable;
  columns: MappedColumn[];
  targetLabel: (target: string) => string;
}

/** The first rows as they will be imported: the mapped columns under their targets' names. */
export function ImportPreview({ table, columns, targetLabel }: ImportPreviewProps) {
  const rows = table.rows.slice(0, PREVIEW_ROWS);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="28rem">
      <Table.Root size="sm" stickyHeader aria-label={t('import.preview.table')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader textAlign="end">{t('import.preview.row')}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.index}>{targetLabel(column.target)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={table.rowNumbers[index]}>
              <Table.Cell textAlign="end" color="fg.muted">
                {table.rowNumbers[index]}
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.index} whiteSpace="pre-line" maxWidth="20rem" verticalAlign="top">
                  {row[column.index]}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
