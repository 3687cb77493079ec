import { Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import type { RowProblem } from './import-run';

/** Problems the table lists; the rest it counts. */
export const SHOWN_PROBLEMS = 500;

interface ImportProblemsTableProps {
  problems: RowProblem[];
  /** The column of the file a target came from, in words. */
  columnName: (target: string | null) => string;
}

/** The problems of the rows by row: row, column and message, the first 500 of them. */
export function ImportProblemsTable({ problems, columnName }: ImportProblemsTableProps) {
  // A check finds some problems before sending and the rest batch by batch: listed by row all the same.
  const shown = useMemo(
    () => [...problems].sort((a, b) => a.row - b.row).slice(0, SHOWN_PROBLEMS),
    [problems],
  );
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="32rem">
        <Table.Root size="sm" stickyHeader aria-label={t('import.problems.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader textAlign="end">{t('import.problems.row')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('import.problems.column')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('import.problems.message')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row may have one problem per column and code.
              <Table.Row key={index}>
                <Table.Cell textAlign="end">{problem.row}</Table.Cell>
                <Table.Cell>{columnName(problem.target)}</Table.Cell>
                <Table.Cell>{problem.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {problems.length > shown.length ? (
        <Text color="fg.muted">
          {t('import.problems.more', { count: formatNumber(problems.length - shown.length) })}
        </Text>
      ) : null}
    </>
  );
}
