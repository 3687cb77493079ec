import { Button, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { MODEL_VALUE_KEY } from '../../../../domain/file/types';
import { rulesOf } from '../../../../domain/rules/field-rules';
import { valueProblems } from '../../../../domain/rules/value-rules';
import { t } from '../../../lib/messages/t';
import { useFileForm } from '../file-form-context';
import {
  DEFAULT_PAGE_SIZE,
  moveItem,
  type PageSize,
  pageBounds,
  pageOfRow,
  removeAt,
  replaceAt,
  rowsOf,
  type TableRow,
} from '../table-rows';
import { valueText } from '../value-text';
import { fieldCaption } from './field-caption';
import { useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';
import { TableCellInput } from './table-cell-input';
import { TablePager } from './table-pager';

interface KeyedRow {
  /** Keeps a row's inputs while rows move; not stored. */
  key: number;
  cells: TableRow;
}

let lastRowKey = 0;
const keyed = (rows: TableRow[]): KeyedRow[] => rows.map((cells) => ({ key: ++lastRowKey, cells }));
const cellsOf = (rows: readonly KeyedRow[]) => rows.map((row) => row.cells);

/**
 * Rows of cells under the element's columns; every change of a row saves the whole table. Rows that break
 * the element's rules (too few or many, a required column empty) stay here unsaved, with the reason, until
 * the user mends them.
 */
export function TableField({ element, entry }: FieldProps) {
  const { save, simplified, storedProblems } = useFileForm();
  const rules = rulesOf(element);
  const columns = element.props.columns?.columns ?? [];
  const caption = fieldCaption(element);
  const disabled = element.props.state?.disable === true;
  const storedRows = rowsOf(entry?.[MODEL_VALUE_KEY], element.props.general?.rows ?? 0);
  const storedJson = JSON.stringify(storedRows);

  const [rows, setRows] = useState(() => keyed(storedRows));
  // Row edits read the newest rows even between a change and the render that shows it.
  const current = useRef(rows);
  const [base, setBase] = useState(storedJson);
  if (storedJson !== base) {
    setBase(storedJson);
    if (storedJson !== JSON.stringify(cellsOf(current.current))) {
      const reloaded = keyed(storedRows);
      current.current = reloaded;
      setRows(reloaded);
    }
  }
  const [chosenPageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  // The simplified entry has no pager, so it shows every row.
  const pageSize = simplified ? 0 : chosenPageSize;
  const [page, setPage] = useState(0);
  const bounds = pageBounds(rows.length, pageSize, page);

  const change = (update: (rows: KeyedRow[]) => KeyedRow[]) => {
    const next = update(current.current);
    current.current = next;
    setRows(next);
    const value = cellsOf(next);
    if (valueProblems(element, value).length === 0) {
      void save({ elementId: element.elementId, [MODEL_VALUE_KEY]: value });
    }
    return next;
  };
  const addRow = () => {
    const next = change((list) => [...list, ...keyed([{}])]);
    setPage(pageOfRow(next.length - 1, pageSize));
  };
  const moveRow = (index: number, direction: 'up' | 'down') => {
    change((list) => moveItem(list, index, direction));
    setPage(pageOfRow(direction === 'up' ? index - 1 : index + 1, pageSize));
  };

  const entered = JSON.stringify(cellsOf(rows)) === storedJson ? null : valueProblems(element, cellsOf(rows));
  const message = useFieldMessage(element, entered);
  const messageId = useId();
  const fullId = useId();
  const [problem] = entered ?? [storedProblems.get(element.elementId)];
  // The cell a required column misses, marked where the user fills it in.
  const missing = problem?.rule === 'requiredColumn' ? problem : null;
  const full = rules.maxRows !== undefined && rows.length >= rules.maxRows;

  return (
    <Stack gap="2">
      <Text fontWeight="medium" textStyle="sm">
        {caption}
      </Text>
      {columns.length === 0 ? (
        <Text color="fg.muted">{t('file.table.noColumns')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={caption} aria-describedby={message ? messageId : undefined}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.name}>{column.label}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">{t('file.table.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={columns.length + 1} color="fg.muted">
                    {t('file.table.noRows')}
                  </Table.Cell>
                </Table.Row>
              ) : null}
              {rows.slice(bounds.from, bounds.to).map((row, offset) => {
                const index = bounds.from + offset;
                const number = index + 1;
                return (
                  <Table.Row key={row.key}>
                    {columns.map((column) => (
                      <Table.Cell key={column.name}>
                        <TableCellInput
                          value={valueText(row.cells[column.field])}
                          label={t('file.table.cell', { column: column.label, row: number })}
                          disabled={disabled}
                          problemId={
                            missing?.row === number && missing.column === column.field ? messageId : undefined
                          }
                          onCommit={(text) =>
                            change((list) => {
                              const target = list.findIndex((candidate) => candidate.key === row.key);
                              const edited = list[target];
                              if (!edited) return list;
                              return replaceAt(list, target, {
                                ...edited,
                                cells: { ...edited.cells, [column.field]: text },
                              });
                            })
                          }
                        />
                      </Table.Cell>
                    ))}
                    <Table.Cell>
                      <HStack gap="1" justify="flex-end">
                        <IconButton
                          aria-label={t('file.table.moveUp', { row: number })}
                          size="xs"
                          variant="ghost"
                          disabled={disabled || index === 0}
                          onClick={() => moveRow(index, 'up')}
                        >
                          <LuArrowUp />
                        </IconButton>
                        <IconButton
                          aria-label={t('file.table.moveDown', { row: number })}
                          size="xs"
                          variant="ghost"
                          disabled={disabled || index === rows.length - 1}
                          onClick={() => moveRow(index, 'down')}
                        >
                          <LuArrowDown />
                        </IconButton>
                        <IconButton
                          aria-label={t('file.table.remove', { row: number })}
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          disabled={disabled}
                          onClick={() => change((list) => removeAt(list, index))}
                        >
                          <LuTrash2 />
                        </IconButton>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {message ? (
        <Text id={messageId} color="red.fg" textStyle="sm" aria-live="polite">
          {message}
        </Text>
      ) : null}
      {columns.length > 0 ? (
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              disabled={disabled || full}
              aria-describedby={full ? fullId : undefined}
              onClick={addRow}
            >
              <LuPlus aria-hidden="true" />
              {t('file.table.addRow')}
            </Button>
            {full ? (
              <Text id={fullId} color="fg.muted" textStyle="sm">
                {t('rules.table.full', { limit: rules.maxRows ?? 0 })}
              </Text>
            ) : null}
          </HStack>
          {simplified ? null : (
            <TablePager
              bounds={bounds}
              total={rows.length}
              pageSize={pageSize}
              onPageSize={(size) => {
                setPageSize(size);
                setPage(0);
              }}
              onPage={setPage}
            />
          )}
        </HStack>
      ) : null}
    </Stack>
  );
}
