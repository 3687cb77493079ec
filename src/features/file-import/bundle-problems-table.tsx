import { Code, Table } from '@chakra-ui/react';
import { t } from '../../lib/messages/t';
import type { ImportReport } from './bundle-import-lines';
import { ProblemsFrame, SHOWN_PROBLEMS } from './import-problems-table';

/** The problems the server found in a bundle: where in the file, and what; the first 500 of them. */
export function BundleProblemsTable({ problems }: { problems: ImportReport['problems'] }) {
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  return (
    <ProblemsFrame
      header={
        <>
          <Table.ColumnHeader>{t('import.problems.place')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('import.problems.message')}</Table.ColumnHeader>
        </>
      }
      shown={shown.length}
      total={problems.length}
    >
      {shown.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one place may have several problems.
        <Table.Row key={index}>
          <Table.Cell>
            <Code size="sm">{problem.path}</Code>
          </Table.Cell>
          <Table.Cell>{problem.message}</Table.Cell>
        </Table.Row>
      ))}
    </ProblemsFrame>
  );
}
