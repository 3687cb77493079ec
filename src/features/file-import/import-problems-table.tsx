import { Table, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo } from 'react';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import type { RowProblem } from './import-run';

/** Problems the table lists; the rest it counts. */
export const SHOWN_PROBLEMS = 500;

/**
 * A scrolling table of problems, `header` its columns and `children` its rows, the count of those left
 * out (`total` beyond `shown`) below it.
 */
export function ProblemsFrame({
  header,
  shown,
  total,
  children,
}: {
  header: ReactNode;
  shown: number;
  total: number;
  children: ReactNode;
}) {
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="32rem">
        <Table.Root size="sm" stickyHeader aria-label={t('import.problems.table')}>
          <Table.Header>
            <Table.Row>{header}</Table.Row>
          </Table.Header>
          <Table.Body>{children}</Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {total > shown ? (
        <Text color="fg.muted">{t('import.problems.more', { count: formatNumber(total - shown) })}</Text>
      ) : null}
    </>
  );
}

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
    <ProblemsFrame
      header={
        <>
          <Table.ColumnHeader textAlign="end">{t('import.problems.row')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('import.problems.column')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('import.problems.message')}</Table.ColumnHeader>
        </>
      }
      shown={shown.length}
      total={problems.length}
    >
      {shown.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row may have one problem per column and code.
        <Table.Row key={index}>
          <Table.Cell textAlign="end">{problem.row}</Table.Cell>
          <Table.Cell>{columnName(problem.target)}</Table.Cell>
          <Table.Cell>{problem.message}</Table.Cell>
        </Table.Row>
      ))}
    </ProblemsFrame>
  );
}
