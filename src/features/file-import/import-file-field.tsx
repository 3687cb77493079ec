import { Field, Input, Text } from '@chakra-ui/react';
import { TRANSFER_LIMITS } from '../../../domain/transfer/bundle';
import { countText } from '../../lib/messages/count-text';
import { t } from '../../lib/messages/t';
import { formatByteSize } from '../../lib/rules/byte-size';
import type { BundleProblem, BundleSummary } from './bundle-summary';
import { CSV_LIMITS, type CsvProblem, type CsvTable } from './csv-table';

/** Where reading the chosen file stands: a CSV file is read as a table, a JSON file as a bundle. */
export type ImportFileState =
  | { status: 'none' }
  | { status: 'reading'; name: string }
  | { status: 'failed'; name: string; problem: CsvProblem | BundleProblem | null }
  | { status: 'read'; name: string; table: CsvTable }
  | { status: 'bundle'; name: string; bundle: File; summary: BundleSummary };

/** A reason a file cannot be imported, in words. */
export function fileProblemText(problem: CsvProblem | BundleProblem | null): string {
  switch (problem?.kind) {
    case undefined:
      return t('import.file.failed');
    case 'empty':
      return t('import.csv.empty');
    case 'noRows':
      return t('import.csv.noRows');
    case 'tooLarge':
      return t('import.csv.tooLarge', { limit: formatByteSize(CSV_LIMITS.maxFileBytes) });
    case 'encoding':
      return t('import.csv.encoding');
    case 'quotes':
      return t('import.csv.quotes', { row: problem.row });
    case 'longRow':
      return t('import.csv.longRow', { row: problem.row, limit: formatByteSize(CSV_LIMITS.maxRowBytes) });
    case 'extraCells':
      return t('import.csv.extraCells', { row: problem.row, cells: problem.cells, headers: problem.headers });
    case 'notJson':
      return t('import.json.notJson');
    case 'notBundle':
      return t('import.json.notBundle');
    case 'bundleTooLarge':
      return t('import.json.tooLarge', { limit: formatByteSize(TRANSFER_LIMITS.importBundleBytes) });
  }
}

interface ImportFileFieldProps {
  state: ImportFileState;
  disabled: boolean;
  onChoose: (file: File) => void;
}

/** The file input of the import, and what reading the chosen file gave. */
export function ImportFileField({ state, disabled, onChoose }: ImportFileFieldProps) {
  return (
    <Field.Root invalid={state.status === 'failed'}>
      <Field.Label>{t('import.file.label')}</Field.Label>
      <Input
        type="file"
        accept=".csv,.txt,.json,text/csv,text/plain,application/json"
        padding="1"
        maxWidth="32rem"
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) onChoose(file);
          // The same file chosen again, corrected meanwhile, is read again.
          event.currentTarget.value = '';
        }}
      />
      <Field.HelperText>{t('import.file.hint')}</Field.HelperText>
      {state.status === 'reading' ? <Text role="status">{t('import.file.reading')}</Text> : null}
      {state.status === 'read' ? (
        <Text role="status">
          {t('import.file.read', {
            name: state.name,
            rows: countText(state.table.rows.length, 'import.rows.one', 'import.rows.other'),
            columns: countText(state.table.headers.length, 'import.columns.one', 'import.columns.other'),
          })}
        </Text>
      ) : null}
      {state.status === 'bundle' ? (
        <Text role="status">{t('import.file.readBundle', { name: state.name })}</Text>
      ) : null}
      {state.status === 'failed' ? (
        <Text role="alert" color="fg.error">
          {fileProblemText(state.problem)}
        </Text>
      ) : null}
    </Field.Root>
  );
}
