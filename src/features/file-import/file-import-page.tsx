import { Box, Link as ChakraLink, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { findItem } from '../../../domain/directory/tree-shape';
import { parseSchemaElements } from '../../../domain/schema/schema-input';
import type { SchemaElement } from '../../../domain/schema/types';
import {
  elementTargets,
  ID_TARGET,
  type MappingProblem,
  mappedColumns,
  mappingProblems,
  matchByElements,
  matchHeaders,
  type Target,
  unimportableHeaders,
} from '../../../domain/transfer/column-mapping';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { treeFromRows } from '../../components/explorer/tree-items';
import { countText } from '../../lib/messages/count-text';
import { t } from '../../lib/messages/t';
import { BundleImport } from './bundle-import';
import { ColumnMappingTable } from './column-mapping-table';
import { ImportFileField, type ImportFileState } from './import-file-field';
import { ImportOptions } from './import-options';
import { ImportPreview, PREVIEW_ROWS } from './import-preview';
import { isBusy } from './import-run';
import { ImportRunPanel } from './import-run-panel';
import { ImportSection } from './import-section';
import { isJsonFile, readBundleFile } from './read-bundle-file';
import { readCsvFile } from './read-csv-file';
import { headerText, targetLabeller } from './target-labels';
import { useBundleImport } from './use-bundle-import';
import { type ImportPlan, useImportRun } from './use-import-run';

/** The schema's element tree; one the app cannot read offers only the id and the label as targets. */
function elementsOf(elements: unknown): SchemaElement[] {
  try {
    return parseSchemaElements(elements);
  } catch {
    return [];
  }
}

/**
 * Imports files of a schema from a CSV file (choose, map, preview, dry run, import) or from a JSON export
 * (choose, see what it holds, choose where its files go, check, import).
 */
export function FileImportPage({ schemaId }: { schemaId: string }) {
  const schemas = useQuery(schemasQueryOptions());
  const schema = schemas.data?.find((candidate) => candidate.id === schemaId);
  const stored = schema?.elements;
  const elements = useMemo(() => elementsOf(stored ?? []), [stored]);
  if (!schema) {
    return (
      <Box padding="6" role="status">
        {schemas.isPending ? <Spinner aria-label={t('import.loading')} /> : t('import.notFound')}
      </Box>
    );
  }
  return <ImportScreen key={schemaId} schemaId={schemaId} schemaLabel={schema.label} elements={elements} />;
}

interface ImportScreenProps {
  schemaId: string;
  schemaLabel: string;
  elements: SchemaElement[];
}

function ImportScreen({ schemaId, schemaLabel, elements }: ImportScreenProps) {
  const directory = useSuspenseQuery(dataDirectoryQueryOptions()).data;
  const items = useMemo(() => treeFromRows(directory.flat), [directory.flat]);
  const targetsOfSchema = useMemo(() => elementTargets(elements), [elements]);
  const matchByChoices = useMemo(() => matchByElements(elements), [elements]);
  const targetLabel = useMemo(() => targetLabeller(targetsOfSchema), [targetsOfSchema]);

  const [file, setFile] = useState<ImportFileState>({ status: 'none' });
  const [targets, setTargets] = useState<Target[]>([]);
  const [matchBy, setMatchBy] = useState(ID_TARGET);
  const [folderId, setFolderId] = useState<string | null>(null);
  const importRun = useImportRun();
  const bundleImport = useBundleImport();
  const { run } = importRun;
  const busy = isBusy(run) || bundleImport.run?.status === 'running';
  // Once files are written, the plan stays as it was: `Fortsetzen` sends the rest of the same rows.
  const locked = busy || (run?.mode === 'import' && run.status !== 'refused');

  const table = file.status === 'read' ? file.table : null;
  const columns = useMemo(() => mappedColumns(targets), [targets]);
  const problems = table ? mappingProblems(targets, matchBy) : [];
  const folderName = (folderId && findItem(items, folderId)?.item.name) || t('tree.parents.root');

  const choose = async (chosen: File) => {
    importRun.reset();
    bundleImport.reset();
    setFile({ status: 'reading', name: chosen.name });
    try {
      if (isJsonFile(chosen)) {
        const bundle = await readBundleFile(chosen, schemaId);
        return setFile(
          bundle.ok
            ? { status: 'bundle', name: chosen.name, bundle: chosen, summary: bundle.summary }
            : { status: 'failed', name: chosen.name, problem: bundle.problem },
        );
      }
      const read = await readCsvFile(chosen);
      if (!read.ok) return setFile({ status: 'failed', name: chosen.name, problem: read.problem });
      setTargets(matchHeaders(read.table.headers, elements));
      setFile({ status: 'read', name: chosen.name, table: read.table });
    } catch (error) {
      console.error('The file could not be read', error);
      setFile({ status: 'failed', name: chosen.name, problem: null });
    }
  };
  // A dry run speaks for the plan it checked: any change of the plan forgets it.
  const replan =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      importRun.reset();
      set(value);
    };
  const plan = (): ImportPlan | null =>
    table && problems.length === 0
      ? { schemaId, table, columns, matchBy, folderId, elements, targetName: targetLabel }
      : null;
  const startRun = (mode: 'check' | 'import') => {
    const current = plan();
    if (current) importRun.start(mode, current);
  };
  const columnName = (target: string | null) => {
    const column = target === null ? undefined : columns.find((candidate) => candidate.target === target);
    return column && table ? headerText(table.headers, column.index) : target ? targetLabel(target) : '—';
  };
  const matchColumnMissing = matchBy === ID_TARGET && !targets.includes(ID_TARGET);

  return (
    <Stack gap="6" padding="6" minWidth="0" maxWidth="72rem">
      <Stack gap="1">
        <ChakraLink asChild colorPalette="blue" color="colorPalette.fg" fontSize="sm">
          <Link to="/DataEditor/schema/$schemaId" params={{ schemaId }} activeOptions={{ exact: true }}>
            <LuArrowLeft aria-hidden="true" />
            {t('import.back')}
          </Link>
        </ChakraLink>
        <Heading as="h2" size="lg">
          {t('import.heading', { schema: schemaLabel })}
        </Heading>
      </Stack>

      <ImportSection title={t('import.file.heading')}>
        <ImportFileField state={file} disabled={busy || file.status === 'reading'} onChoose={choose} />
      </ImportSection>

      {table ? (
        <>
          <ImportSection title={t('import.map.heading')}>
            <ColumnMappingTable
              headers={table.headers}
              sample={table.rows[0] ?? []}
              targets={targets}
              elements={targetsOfSchema}
              unimportable={unimportableHeaders(table.headers, elements)}
              disabled={locked}
              onChange={(changed, target) =>
                replan(setTargets)(targets.map((old, index) => (index === changed ? target : old)))
              }
            />
            <ImportOptions
              matchBy={matchBy}
              matchByChoices={matchByChoices}
              onMatchBy={replan(setMatchBy)}
              items={items}
              folderName={folderName}
              onFolder={replan(setFolderId)}
              disabled={locked}
            />
            {problems.length > 0 ? (
              <List.Root color="fg.error" paddingStart="5">
                {problems.map((problem) => (
                  <List.Item key={JSON.stringify(problem)}>
                    {mappingProblemText(problem, targetLabel)}
                  </List.Item>
                ))}
              </List.Root>
            ) : matchColumnMissing ? (
              <Text color="fg.muted">{t('import.map.noMatchColumn', { target: t('import.map.id') })}</Text>
            ) : null}
          </ImportSection>

          <ImportSection title={t('import.preview.heading')}>
            <Text color="fg.muted">
              {table.rows.length > PREVIEW_ROWS
                ? t('import.preview.text', {
                    count: PREVIEW_ROWS,
                    total: countText(table.rows.length, 'import.rows.one', 'import.rows.other'),
                  })
                : t('import.preview.all')}
            </Text>
            <ImportPreview table={table} columns={columns} targetLabel={targetLabel} />
          </ImportSection>

          <ImportSection title={t('import.run.heading')}>
            <Text color="fg.muted">{t('import.run.text')}</Text>
            <ImportRunPanel
              schemaId={schemaId}
              run={run}
              rowNumbers={table.rowNumbers}
              canCheck={problems.length === 0 && !locked}
              onCheck={() => startRun('check')}
              onImport={() => startRun('import')}
              onCancel={importRun.cancel}
              onResume={() => {
                const current = plan();
                if (current) importRun.resume(current);
              }}
              columnName={columnName}
            />
          </ImportSection>
        </>
      ) : null}
      {file.status === 'bundle' ? (
        <BundleImport
          schemaId={schemaId}
          schemaLabel={schemaLabel}
          bundle={file.bundle}
          summary={file.summary}
          items={items}
          bundleImport={bundleImport}
        />
      ) : null}
    </Stack>
  );
}

function mappingProblemText(problem: MappingProblem, targetLabel: (target: string) => string): string {
  switch (problem.kind) {
    case 'nothingMapped':
      return t('import.map.nothingMapped');
    case 'duplicate':
      return t('import.map.duplicate', { target: targetLabel(problem.target) });
    case 'matchByUnmapped':
      return t('import.map.matchByUnmapped', { target: targetLabel(problem.target) });
  }
}
