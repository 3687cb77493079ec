import { rulesOf } from '../../../domain/rules/field-rules';
import { uniqueKey } from '../../../domain/rules/value-rules';
import { flattenElements } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { ID_TARGET, type MappedColumn } from '../../../domain/transfer/column-mapping';
import { cellValue, IMPORT_LIMITS } from '../../../domain/transfer/import-cells';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import type { Batch, RowProblem } from './import-run';

/** Characters of one cell the API takes. */
export const MAX_CELL = IMPORT_LIMITS.maxCell;

/** A cell as a dry run sends it: one too long for the API is cut, its problem already reported here. */
export const checkedCell = (cell: string) => (cell.length > MAX_CELL ? cell.slice(0, MAX_CELL) : cell);

/**
 * What the server, which sees one batch at a time, cannot find: cells longer than the API takes, and a
 * file named twice (`matchBy`) or a unique value given twice in rows of different batches. Within a batch
 * the server reports these itself. `targetName` names a target in the messages.
 */
export function localProblems(
  rows: string[][],
  rowNumbers: number[],
  columns: MappedColumn[],
  elements: SchemaElement[],
  matchBy: string,
  batches: Batch[],
  targetName: (target: string) => string,
): RowProblem[] {
  const problems: RowProblem[] = [];
  const byId = new Map(flattenElements(elements).map((element) => [element.elementId, element]));
  const rowNumber = (index: number) => rowNumbers[index] ?? index + 1;
  rows.forEach((row, index) => {
    for (const column of columns) {
      if ((row[column.index]?.length ?? 0) > MAX_CELL) {
        problems.push({
          row: rowNumber(index),
          target: column.target,
          code: 'cellTooLong',
          message: t('import.local.cellTooLong', {
            target: targetName(column.target),
            limit: formatNumber(MAX_CELL),
          }),
        });
      }
    }
  });

  const keyed = columns.flatMap((column): { column: MappedColumn; element: SchemaElement | null }[] => {
    if (column.target === ID_TARGET) return matchBy === ID_TARGET ? [{ column, element: null }] : [];
    const element = byId.get(column.target);
    return element?.componentId === 'Input' && rulesOf(element).unique ? [{ column, element }] : [];
  });
  const batchOf = new Int32Array(rows.length);
  batches.forEach((batch, index) => {
    batchOf.fill(index, batch.start, batch.end);
  });
  for (const { column, element } of keyed) {
    const first = new Map<string, number>();
    for (const [index, row] of rows.entries()) {
      const text = row[column.index] ?? '';
      let key: string | null = null;
      if (element === null) key = text.trim() || null;
      else {
        const read = cellValue(element, text);
        key = read && 'value' in read ? uniqueKey(read.value) : null;
      }
      if (key === null) continue;
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, index);
        continue;
      }
      if (batchOf[earlier] === batchOf[index]) continue;
      const namesFile = element === null || element.elementId === matchBy;
      problems.push({
        row: rowNumber(index),
        target: namesFile ? null : column.target,
        code: namesFile ? 'duplicateInImport' : 'unique',
        message: t(namesFile ? 'import.local.sameFile' : 'import.local.sameValue', {
          target: targetName(column.target),
          row: rowNumber(earlier),
        }),
      });
    }
  }
  return problems.sort((a, b) => a.row - b.row);
}
