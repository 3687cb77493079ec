import type { SchemaElement } from '../../../domain/schema/types';
import { BATCH_ISSUE_CODES, batchChecker } from '../../../domain/transfer/batch-checks';
import type { MappedColumn } from '../../../domain/transfer/column-mapping';
import { IMPORT_LIMITS } from '../../../domain/transfer/import-cells';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import type { Batch, RowProblem } from './import-run';

/** Characters of one cell the API takes. */
export const MAX_CELL = IMPORT_LIMITS.maxCell;

/**
 * What the server, which sees one batch at a time, cannot find (`batchChecker`): cells longer than the API
 * takes, and a file named twice (`matchBy`) or a unique value given twice in rows of different batches.
 * `targetName` names a target in the messages.
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
  const check = batchChecker(columns, elements, matchBy);
  const numbers = rows.map((_row, index) => rowNumbers[index] ?? index + 1);
  return batches
    .flatMap((batch) => check(rows.slice(batch.start, batch.end), numbers.slice(batch.start, batch.end)))
    .map((issue) => ({
      row: issue.row,
      target: issue.kind === 'sameFile' ? null : issue.target,
      code: BATCH_ISSUE_CODES[issue.kind],
      message:
        issue.kind === 'cellTooLong'
          ? t('import.local.cellTooLong', { target: targetName(issue.target), limit: formatNumber(MAX_CELL) })
          : t(issue.kind === 'sameFile' ? 'import.local.sameFile' : 'import.local.sameValue', {
              target: targetName(issue.target),
              row: issue.earlierRow ?? 0,
            }),
    }))
    .sort((a, b) => a.row - b.row);
}
