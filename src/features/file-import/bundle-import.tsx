import { Button, Link as ChakraLink, chakra, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LuFileCheck, LuFolder, LuUpload } from 'react-icons/lu';
import { findItem } from '../../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../../domain/directory/types';
import { CountedProgress } from '../../components/counted-progress';
import { RadioChoice } from '../../components/radio-choice';
import { FolderChoiceDialog } from '../../components/tree/folder-choice-dialog';
import { countText } from '../../lib/messages/count-text';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import { BundleProblemsTable } from './bundle-problems-table';
import type { BundleSummary } from './bundle-summary';
import { ImportSection } from './import-section';
import type { BundlePlan, BundleRun, useBundleImport } from './use-bundle-import';

interface BundleImportProps {
  schemaId: string;
  schemaLabel: string;
  bundle: File;
  summary: BundleSummary;
  /** The data directory. */
  items: DirectoryItem[];
  bundleImport: ReturnType<typeof useBundleImport>;
}

/**
 * Imports a JSON export (a bundle): what it holds, where its files go, a check listing every problem, then
 * the import with its progress and report, and `Fortsetzen` after a failure.
 */
export function BundleImport({
  schemaId,
  schemaLabel,
  bundle,
  summary,
  items,
  bundleImport,
}: BundleImportProps) {
  const { run, start, reset } = bundleImport;
  const [target, setTarget] = useState<'places' | 'folder'>('places');
  const [folderId, setFolderId] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const running = run?.status === 'running';
  const report = run?.status === 'finished' ? run.report : null;
  const checked = run?.mode === 'check' && report?.problems.length === 0;
  const imported = run?.mode === 'import' && report?.problems.length === 0;
  const folderName = folderId ? findItem(items, folderId)?.item.name : undefined;
  const plan: BundlePlan | null =
    target === 'places' ? { bundle, folderId: null } : folderId ? { bundle, folderId } : null;

  // A check speaks for the plan it checked: any change of the plan forgets it.
  const replan = (change: () => void) => {
    reset();
    change();
  };

  return (
    <>
      <ImportSection title={t('import.bundle.heading')}>
        <Text color="fg.muted">{t('import.bundle.text')}</Text>
        <DataList.Root orientation="horizontal" size="sm" aria-label={t('import.bundle.counts')}>
          {(
            [
              ['import.bundle.schemas', summary.schemas],
              ['import.bundle.files', summary.files],
              ['import.bundle.images', summary.images],
              ['import.bundle.places', summary.places],
            ] as const
          ).map(([label, count]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
              <DataList.ItemValue>{formatNumber(count)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {summary.scope === 'files' ? null : <Text>{t(`import.bundle.scope.${summary.scope}`)}</Text>}
        {summary.otherSchemas.length > 0 ? (
          <Text>
            {t('import.bundle.otherSchemas', {
              schema: schemaLabel,
              list: summary.otherSchemas
                .map((other) =>
                  t('import.bundle.otherSchema', {
                    schema: other.label,
                    files: countText(other.files, 'table.total.one', 'table.total.other'),
                  }),
                )
                .join(', '),
            })}
          </Text>
        ) : null}
      </ImportSection>

      {summary.scope === 'files' ? (
        <ImportSection title={t('import.bundle.target')}>
          <chakra.fieldset display="flex" flexDirection="column" gap="2" maxWidth="40rem">
            <chakra.legend srOnly>{t('import.bundle.target')}</chakra.legend>
            <RadioChoice
              name="bundle-target"
              label={t('import.bundle.keepPlaces')}
              hint={t('import.bundle.keepPlacesHint')}
              checked={target === 'places'}
              disabled={running}
              onChoose={() => replan(() => setTarget('places'))}
            />
            <RadioChoice
              name="bundle-target"
              label={t('import.bundle.intoFolder')}
              hint={t('import.bundle.intoFolderHint')}
              checked={target === 'folder'}
              disabled={running}
              onChoose={() => replan(() => setTarget('folder'))}
            >
              {target === 'folder' ? (
                <HStack gap="2" wrap="wrap">
                  <Text textStyle="sm">
                    <LuFolder
                      aria-hidden="true"
                      style={{ display: 'inline', verticalAlign: 'text-bottom' }}
                    />{' '}
                    {folderName
                      ? t('import.bundle.chosenFolder', { name: folderName })
                      : t('import.bundle.noFolder')}
                  </Text>
                  <Button size="xs" variant="outline" disabled={running} onClick={() => setChoosing(true)}>
                    {t('import.map.chooseFolder')}
                  </Button>
                </HStack>
              ) : null}
            </RadioChoice>
          </chakra.fieldset>
          {choosing ? (
            <FolderChoiceDialog
              title={t('import.map.folderTitle')}
              text={t('import.bundle.intoFolderHint')}
              items={items}
              topLevel={false}
              onChoose={(chosen) => replan(() => setFolderId(chosen))}
              onClose={() => setChoosing(false)}
            />
          ) : null}
        </ImportSection>
      ) : null}

      <ImportSection title={t('import.run.heading')}>
        <Text color="fg.muted">{t('import.bundle.run.text')}</Text>
        {imported ? null : (
          <HStack gap="2" wrap="wrap">
            <Button
              variant="outline"
              disabled={!plan || running}
              onClick={() => plan && start('check', plan)}
            >
              <LuFileCheck aria-hidden="true" />
              {t('import.bundle.check')}
            </Button>
            <Button
              colorPalette="blue"
              disabled={!checked || !plan}
              onClick={() => plan && start('import', plan)}
            >
              <LuUpload aria-hidden="true" />
              {t('import.submit')}
            </Button>
          </HStack>
        )}
        {run ? <RunProgress run={run} /> : null}
        {run ? <RunOutcome run={run} /> : null}
        {run?.mode === 'import' && run.status === 'failed' ? (
          <Button alignSelf="flex-start" variant="outline" onClick={() => plan && start('import', plan)}>
            {t('import.resume')}
          </Button>
        ) : null}
        {report && report.problems.length > 0 ? <BundleProblemsTable problems={report.problems} /> : null}
        {imported ? (
          <ChakraLink asChild colorPalette="blue" color="colorPalette.fg" alignSelf="flex-start">
            <Link to="/DataEditor/schema/$schemaId" params={{ schemaId }} activeOptions={{ exact: true }}>
              {t('import.toTable')}
            </Link>
          </ChakraLink>
        ) : null}
      </ImportSection>
    </>
  );
}

/** `n von m Dateien geprüft` (or `importiert`) over a bar; a bar without a value until the first count. */
function RunProgress({ run }: { run: BundleRun }) {
  const { progress } = run;
  const text = progress
    ? t(run.mode === 'check' ? 'import.bundle.progress.check' : 'import.bundle.progress.import', {
        done: formatNumber(progress.files),
        total: formatNumber(progress.totalFiles),
      })
    : t(run.mode === 'check' ? 'import.bundle.checking' : 'import.bundle.importing');
  if (!progress && run.status !== 'running') return null;
  return (
    <CountedProgress
      done={progress?.files ?? null}
      total={progress?.totalFiles ?? 1}
      text={text}
      maxWidth="32rem"
      labelProps={{ marginBottom: '1' }}
    />
  );
}

/** What the check or the import came to, or why it failed. */
function RunOutcome({ run }: { run: BundleRun }) {
  if (run.status === 'failed') {
    return (
      <Text role="alert" color="fg.error">
        {run.mode === 'check'
          ? t('import.bundle.checkFailed', { reason: run.failure ?? '' })
          : `${t('import.bundle.failed', { reason: run.failure ?? '' })} ${t('import.bundle.failed.resume')}`}
      </Text>
    );
  }
  const { report } = run;
  if (!report) return null;
  if (report.problems.length > 0) {
    return (
      <Text role="alert" color="fg.error" fontWeight="medium">
        {run.mode === 'check'
          ? countText(report.problems.length, 'import.check.problems.one', 'import.check.problems.other')
          : t('import.bundle.refused')}
      </Text>
    );
  }
  const files = {
    created: formatNumber(report.files.created),
    updated: formatNumber(report.files.updated),
    unchanged: formatNumber(report.files.unchanged),
  };
  if (run.mode === 'check') {
    return (
      <Text role="status" fontWeight="medium">
        {t('import.bundle.check.ok', files)}
      </Text>
    );
  }
  return (
    <Stack gap="1" role="status">
      <Text fontWeight="medium">{t('import.bundle.done', files)}</Text>
      <Text>
        {t('import.bundle.doneMore', {
          created: formatNumber(report.schemas.created),
          updated: formatNumber(report.schemas.updated),
          images: formatNumber(report.images),
        })}
      </Text>
    </Stack>
  );
}
