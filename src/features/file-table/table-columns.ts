import type { ColumnKind } from '../../../domain/table/file-table';
import type { FixedColumn } from '../../../domain/table/table-query';
import type { FilesOfSchemaQuery } from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';

export type FileTablePage = FilesOfSchemaQuery['filesOfSchema'];
export type FileTableRow = FileTablePage['rows'][number];

/** A column as the table shows it: a fixed one or a top-level element. */
export interface ShownColumn {
  id: string;
  label: string;
  kind: FixedColumn | ColumnKind;
  options: string[];
}

const FIXED_LABELS = {
  label: 'table.column.label',
  folders: 'table.column.folders',
  updatedAt: 'table.column.updatedAt',
  updatedBy: 'table.column.updatedBy',
} as const;

/** Every column of the table: the fixed ones and the schema's elements, by id. */
export function columnsById(elements: FileTablePage['columns']): Map<string, ShownColumn> {
  const fixed = (Object.keys(FIXED_LABELS) as FixedColumn[]).map((id) => ({
    id,
    label: t(FIXED_LABELS[id]),
    kind: id,
    options: [],
  }));
  const ofElements = elements.map((column) => ({
    id: column.elementId,
    label: column.label,
    kind: column.kind as ColumnKind,
    options: column.options,
  }));
  return new Map([...fixed, ...ofElements].map((column) => [column.id, column]));
}
