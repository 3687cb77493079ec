import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  LuColumns3,
  LuDownload,
  LuFileJson,
  LuFolderInput,
  LuFolderPlus,
  LuTrash2,
  LuUpload,
} from 'react-icons/lu';
import { TRANSFER_LIMITS } from '../../../domain/transfer/bundle';
import {
  useMoveFilesToFolderMutation,
  useMoveFilesToRecycleBinMutation,
} from '../../api/bulk-file-mutations';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { fileTableQueryOptions } from '../../api/file-table-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { treeFromRows } from '../../components/explorer/tree-items';
import { exportFileName, filesExport } from '../../components/export/export-address';
import { ExportButton } from '../../components/export/export-button';
import { ExportMenu } from '../../components/export/export-menu';
import { FolderChoiceDialog } from '../../components/tree/folder-choice-dialog';
import { TreeDialog } from '../../components/tree/tree-dialog';
import type { FileFilter, FileSort } from '../../lib/graphql/generated/graphql';
import { countText } from '../../lib/messages/count-text';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';
import { ColumnDialog } from './column-dialog';
import { FileGrid } from './file-grid';
import { FilterBar } from './filter-bar';
import { columnsById, type FileTablePage as Page } from './table-columns';
import { useTableLayout } from './use-table-layout';

type Open = null | 'columns' | 'move' | 'add' | 'bin';

/** The table of every file of a schema: columns, sort and filters the user sets, pages as they scroll. */
export function FileTablePage({ schemaId }: { schemaId: string }) {
  const [sort, setSort] = useState<FileSort>({ column: 'label', direction: 'ASC' });
  const [filters, setFilters] = useState<FileFilter[]>([]);
  const table = useInfiniteQuery(fileTableQueryOptions(schemaId, sort, filters));
  const schema = useQuery(schemasQueryOptions()).data?.find((candidate) => candidate.id === schemaId);
  const first = table.data?.pages[0];
  if (!first) {
    return (
      <Box padding="6" role="status">
        {table.isError ? t('table.notFound') : <Spinner aria-label={t('table.loading')} />}
      </Box>
    );
  }
  return (
    <LoadedTable
      key={schemaId}
      schemaId={schemaId}
      schemaLabel={schema?.label ?? ''}
      pages={table.data?.pages ?? []}
      sort={sort}
      onSort={setSort}
      filters={filters}
      onFilters={setFilters}
      more={table.hasNextPage}
      loadingMore={table.isFetchingNextPage}
      onMore={() => void table.fetchNextPage()}
    />
  );
}

interface LoadedTableProps {
  schemaId: string;
  schemaLabel: string;
  pages: Page[];
  sort: FileSort;
  onSort: (sort: FileSort) => void;
  filters: FileFilter[];
  onFilters: (filters: FileFilter[]) => void;
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

function LoadedTable({
  schemaId,
  schemaLabel,
  pages,
  sort,
  onSort,
  filters,
  onFilters,
  more,
  loadingMore,
  onMore,
}: LoadedTableProps) {
  const first = pages[0] as Page;
  const elementIds = useMemo(() => first.columns.map((column) => column.elementId), [first.columns]);
  const columns = useMemo(() => columnsById(first.columns), [first.columns]);
  const [layout, setLayout] = useTableLayout(schemaId, elementIds);
  const rows = pages.flatMap((page) => page.rows);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);
  const directory = useSuspenseQuery(dataDirectoryQueryOptions()).data;
  const items = useMemo(() => treeFromRows(directory.flat), [directory.flat]);
  const toFolder = useMoveFilesToFolderMutation();
  const toBin = useMoveFilesToRecycleBinMutation();
  const chosen = [...selected];

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const afterWrite = { onSuccess: () => setSelected(new Set()) };
  const refilter = (next: FileFilter[]) => {
    setSelected(new Set());
    onFilters(next);
  };

  return (
    <Stack gap="4" padding="6" minWidth="0">
      <HStack justifyContent="space-between" wrap="wrap" gap="3">
        <Stack gap="0">
          <Heading as="h2" size="lg">
            {t('table.heading', { schema: schemaLabel })}
          </Heading>
          <Text color="fg.muted" role="status">
            {countText(first.total, 'table.total.one', 'table.total.other')}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <ExportButton
            href={`/export/schemas/${encodeURIComponent(schemaId)}/files.csv`}
            fileName={`${schemaLabel}.csv`}
            kind="csv"
            icon={<LuDownload aria-hidden="true" />}
          >
            {t('table.exportCsv')}
          </ExportButton>
          <ExportButton
            {...filesExport('json', { schemaId })}
            fileName={exportFileName(schemaLabel, 'json')}
            kind="json"
            icon={<LuFileJson aria-hidden="true" />}
          >
            {t('table.exportJson')}
          </ExportButton>
          <Button asChild variant="outline" size="sm">
            <Link to="/DataEditor/schema/$schemaId/import" params={{ schemaId }}>
              <LuUpload aria-hidden="true" />
              {t('import.open')}
            </Link>
          </Button>
          <Button variant="outline" size="sm" onClick={() => setOpen('columns')}>
            <LuColumns3 />
            {t('table.columns')}
          </Button>
        </HStack>
      </HStack>
      <FilterBar columns={columns} filters={filters} onChange={refilter} />
      {selected.size > 0 ? (
        <HStack
          gap="2"
          wrap="wrap"
          role="group"
          aria-label={countText(selected.size, 'table.selected.one', 'table.selected.other')}
        >
          <Text fontWeight="medium">
            {countText(selected.size, 'table.selected.one', 'table.selected.other')}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setOpen('move')}>
            <LuFolderInput />
            {t('table.bulk.move')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setOpen('add')}>
            <LuFolderPlus />
            {t('table.bulk.add')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('bin')}>
            <LuTrash2 />
            {t('table.bulk.bin')}
          </Button>
          <ExportMenu
            label={t('table.bulk.export')}
            icon={<LuDownload aria-hidden="true" />}
            disabled={chosen.length > TRANSFER_LIMITS.exportFileIds}
            choices={[
              {
                label: t('table.bulk.exportCsv'),
                ...filesExport('csv', { schemaId, fileIds: chosen }),
                fileName: exportFileName(schemaLabel, 'csv'),
                kind: 'csv',
              },
              {
                label: t('table.bulk.exportJson'),
                ...filesExport('json', { fileIds: chosen }),
                fileName: exportFileName(schemaLabel, 'json'),
                kind: 'json',
              },
            ]}
          />
          {chosen.length > TRANSFER_LIMITS.exportFileIds ? (
            <Text textStyle="sm" color="fg.muted">
              {t('table.bulk.exportTooMany', { limit: formatNumber(TRANSFER_LIMITS.exportFileIds) })}
            </Text>
          ) : null}
        </HStack>
      ) : null}
      {rows.length === 0 ? (
        <Text color="fg.muted">{filters.length > 0 ? t('table.emptyFiltered') : t('table.empty')}</Text>
      ) : (
        <FileGrid
          columns={layout.shown.flatMap((id) => columns.get(id) ?? [])}
          rows={rows}
          layout={layout}
          onLayout={setLayout}
          sort={sort}
          onSort={(next) => {
            setSelected(new Set());
            onSort(next);
          }}
          selected={selected}
          onSelect={select}
        />
      )}
      {more ? (
        <Button alignSelf="center" variant="outline" size="sm" loading={loadingMore} onClick={onMore}>
          {t('table.more')}
        </Button>
      ) : null}
      {open === 'columns' ? (
        <ColumnDialog
          columns={columns}
          elementIds={elementIds}
          layout={layout}
          onLayout={setLayout}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'move' || open === 'add' ? (
        <FolderChoiceDialog
          title={t(open === 'move' ? 'table.bulk.move' : 'table.bulk.add')}
          text={t(open === 'move' ? 'table.bulk.moveText' : 'table.bulk.addText')}
          items={items}
          onChoose={(folderId) =>
            toFolder.mutate({ fileIds: chosen, folderId, keepPlaces: open === 'add' }, afterWrite)
          }
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'bin' ? (
        <TreeDialog
          role="alertdialog"
          title={t('table.bulk.binTitle')}
          onClose={() => setOpen(null)}
          footer={
            <>
              <Button variant="outline" onClick={() => setOpen(null)}>
                {t('table.cancel')}
              </Button>
              <Button
                colorPalette="red"
                onClick={() => {
                  toBin.mutate(chosen, afterWrite);
                  setOpen(null);
                }}
              >
                {t('table.bulk.binTitle')}
              </Button>
            </>
          }
        >
          <Text>{countText(chosen.length, 'table.bulk.binText.one', 'table.bulk.binText.other')}</Text>
        </TreeDialog>
      ) : null}
    </Stack>
  );
}
