import { rulesOf } from '../rules/field-rules';
import { uniqueKey } from '../rules/value-rules';
import { flattenElements } from '../schema/element-ops';
import type { SchemaElement } from '../schema/types';
import { ID_TARGET, type MappedColumn } from './column-mapping';
import { cellValue, IMPORT_LIMITS } from './import-cells';

/** A problem of an imported row that the server, which sees one batch at a time, cannot find. */
export interface BatchIssue {
  /** The row's number in the file. */
  row: number;
  /** The target of the column it is in. */
  target: string;
  /** A cell longer than the API takes; the file the row names, or a unique value, given in an earlier batch. */
  kind: 'cellTooLong' | 'sameFile' | 'sameValue';
  /** `sameFile`, `sameValue`: the number of the row that gave it first. */
  earlierRow?: number;
}

/** The code of each kind of issue in an import's report, as the server names the same problems in a batch. */
export const BATCH_ISSUE_CODES: Record<BatchIssue['kind'], string> = {
  cellTooLong: 'cellTooLong',
  sameFile: 'duplicateInImport',
  sameValue: 'unique',
};

/** A cell as a dry run sends it: one too long for the API is cut, its problem reported by `batchChecker`. */
export const checkedCell = (cell: string) =>
  cell.length > IMPORT_LIMITS.maxCell ? cell.slice(0, IMPORT_LIMITS.maxCell) : cell;

/**
 * Checks an import's rows a batch at a time, in order, for what the server cannot find: cells longer than
 * it takes, and a file named twice (by id or the unique element matched on, `matchBy`) or a unique value
 * given twice in rows of different batches; within a batch the server reports these itself. Keeps the
 * named files and values of the batches checked so far.
 */
export function batchChecker(
  columns: MappedColumn[],
  elements: SchemaElement[],
  matchBy: string,
): (rows: string[][], rowNumbers: number[]) => BatchIssue[] {
  const byId = new Map(flattenElements(elements).map((element) => [element.elementId, element]));
  const keyed = columns.flatMap((column): { column: MappedColumn; element: SchemaElement | null }[] => {
    if (column.target === ID_TARGET) return matchBy === ID_TARGET ? [{ column, element: null }] : [];
    const element = byId.get(column.target);
    return element?.componentId === 'Input' && rulesOf(element).unique ? [{ column, element }] : [];
  });
  const firsts = keyed.map(() => new Map<string, { row: number; batch: number }>());
  let batch = 0;
  return (rows, rowNumbers) => {
    batch++;
    const issues: BatchIssue[] = [];
    rows.forEach((cells, index) => {
      const row = rowNumbers[index] as number;
      for (const column of columns) {
        if ((cells[column.index]?.length ?? 0) > IMPORT_LIMITS.maxCell)
          issues.push({ row, target: column.target, kind: 'cellTooLong' });
      }
      keyed.forEach(({ column, element }, at) => {
        const text = cells[column.index] ?? '';
        let key: string | null = null;
        if (element === null) key = text.trim() || null;
        else {
          const read = cellValue(element, text);
          key = read && 'value' in read ? uniqueKey(read.value) : null;
        }
        if (key === null) return;
        const first = firsts[at] as Map<string, { row: number; batch: number }>;
        const earlier = first.get(key);
        if (!earlier) first.set(key, { row, batch });
        else if (earlier.batch !== batch) {
          const namesFile = element === null || element.elementId === matchBy;
          issues.push({
            row,
            target: column.target,
            kind: namesFile ? 'sameFile' : 'sameValue',
            earlierRow: earlier.row,
          });
        }
      });
    });
    return issues;
  };
}
