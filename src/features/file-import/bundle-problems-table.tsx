import { Code, Table, Text } from '@chakra-ui/react';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import type { ImportReport } from './bundle-import-lines';
import { SHOWN_PROBLEMS } from './import-problems-table';

/** The problems the server found in a bundle: where in the file, and what; the first 500 of them. */
export function BundleProblemsTable({ problems }: { problems: ImportReport['problems'] }) {
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" maxHeight="32rem">
        <Table.Root size="sm" stickyHeader aria-label={t('import.problems.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('import.problems.place')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('import.problems.message')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((problem, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one place may have several problems.
              <Table.Row key={index}>
                <Table.Cell>
                  <Code size="sm">{problem.path}</Code>
                </Table.Cell>
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
