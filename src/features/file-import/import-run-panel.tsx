import { Button, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuFileCheck, LuUpload } from 'react-icons/lu';
import { CountedProgress } from '../../components/counted-progress';
import { graphQLErrors, serverMessage } from '../../lib/graphql/error-codes';
import { countText } from '../../lib/messages/count-text';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import { ImportProblemsTable } from './import-problems-table';
import { isBusy, type RunState, rowsDone, totalRows } from './import-run';

interface ImportRunPanelProps {
  schemaId: string;
  run: RunState | null;
  /** The file's row numbers, by row. */
  rowNumbers: number[];
  canCheck: boolean;
  onCheck: () => void;
  onImport: () => void;
  onCancel: () => void;
  onResume: () => void;
  columnName: (target: string | null) => string;
}

const failureReason = (error: unknown) =>
  (graphQLErrors(error).length > 0 && serverMessage(error)) || t('import.failed.network');

/** The dry run and the import: their buttons, progress, problems and outcome. */
export function ImportRunPanel({
  schemaId,
  run,
  rowNumbers,
  canCheck,
  onCheck,
  onImport,
  onCancel,
  onResume,
  columnName,
}: ImportRunPanelProps) {
  const busy = isBusy(run);
  const checked = run?.mode === 'check' && run.status === 'finished' && run.problems.length === 0;
  const imported = run?.mode === 'import' && run.status === 'finished';
  const pending = run ? run.batches[run.done] : undefined;
  const rowsOf = (batch: { start: number; end: number }) => ({
    from: formatNumber(rowNumbers[batch.start] ?? batch.start + 1),
    to: formatNumber(rowNumbers[batch.end - 1] ?? batch.end),
  });

  return (
    <Stack gap="4">
      {imported ? null : (
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" disabled={!canCheck || busy} onClick={onCheck}>
            <LuFileCheck aria-hidden="true" />
            {t('import.check')}
          </Button>
          <Button colorPalette="blue" disabled={!checked || busy} onClick={onImport}>
            <LuUpload aria-hidden="true" />
            {t('import.submit')}
          </Button>
        </HStack>
      )}
      {run ? <RunProgress run={run} onCancel={onCancel} /> : null}
      {run?.status === 'stopping' ? <Text role="status">{t('import.stopping')}</Text> : null}
      {run?.status === 'paused' ? (
        <Text role="status">
          {t('import.paused', { done: formatNumber(rowsDone(run)), total: formatNumber(totalRows(run)) })}
        </Text>
      ) : null}
      {run?.status === 'failed' && pending ? (
        <Text role="alert" color="fg.error">
          {t('import.failed', { ...rowsOf(pending), reason: failureReason(run.error) })}{' '}
          {t('import.failed.resume', { row: rowsOf(pending).from })}
        </Text>
      ) : null}
      {run?.status === 'refused' && pending ? (
        <Text role="alert" color="fg.error">
          {t('import.refused', rowsOf(pending))}
        </Text>
      ) : null}
      {run && (run.status === 'paused' || run.status === 'failed' || run.status === 'refused') ? (
        <Button alignSelf="flex-start" variant="outline" onClick={onResume}>
          {t('import.resume')}
        </Button>
      ) : null}
      {run?.mode === 'check' && run.status === 'finished' ? (
        <Text role="status" fontWeight="medium" color={checked ? undefined : 'fg.error'}>
          {checked
            ? t('import.check.ok', { created: formatNumber(run.created), updated: formatNumber(run.updated) })
            : countText(run.problems.length, 'import.check.problems.one', 'import.check.problems.other')}
        </Text>
      ) : null}
      {run && run.problems.length > 0 ? (
        <ImportProblemsTable problems={run.problems} columnName={columnName} />
      ) : null}
      {imported ? (
        <Stack gap="2" alignItems="flex-start">
          <Text role="status" fontWeight="medium">
            {t('import.done', { created: formatNumber(run.created), updated: formatNumber(run.updated) })}
          </Text>
          <ChakraLink asChild colorPalette="blue" color="colorPalette.fg">
            <Link to="/DataEditor/schema/$schemaId" params={{ schemaId }} activeOptions={{ exact: true }}>
              {t('import.toTable')}
            </Link>
          </ChakraLink>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** `n von m Zeilen geprüft` (or `importiert`) over a bar, and the button that stops the run. */
function RunProgress({ run, onCancel }: { run: RunState; onCancel: () => void }) {
  const done = rowsDone(run);
  const total = totalRows(run);
  const text = t(run.mode === 'check' ? 'import.progress.check' : 'import.progress.import', {
    done: formatNumber(done),
    total: formatNumber(total),
  });
  return (
    <HStack gap="3" alignItems="flex-end">
      <CountedProgress
        done={done}
        total={total}
        text={text}
        flex="1"
        maxWidth="32rem"
        labelProps={{ marginBottom: '1' }}
      />
      {isBusy(run) ? (
        <Button size="sm" variant="outline" disabled={run.status === 'stopping'} onClick={onCancel}>
          {t('import.cancel')}
        </Button>
      ) : null}
    </HStack>
  );
}
