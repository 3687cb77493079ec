import './file-grid.css';
import { Link, useNavigate } from '@tanstack/react-router';
import type { KeyboardEvent, PointerEvent } from 'react';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import { sortableBy } from '../../../domain/table/table-query';
import { formatDateTime } from '../../lib/format-date-time';
import type { FileSort } from '../../lib/graphql/generated/graphql';
import { t } from '../../lib/messages/t';
import type { FileTableRow, ShownColumn } from './table-columns';
import { MAX_WIDTH, MIN_WIDTH, type TableLayout, widthOf, withWidth } from './table-layout';

/** Pixels a width changes by per arrow key on a column's resizer. */
const RESIZE_STEP = 16;
const CHECK_WIDTH = 44;

interface FileGridProps {
  columns: ShownColumn[];
  rows: FileTableRow[];
  layout: TableLayout;
  onLayout: (layout: TableLayout) => void;
  sort: FileSort;
  onSort: (sort: FileSort) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
}

function cellContent(column: ShownColumn, row: FileTableRow) {
  switch (column.kind) {
    case 'label':
      return row.directoryId ? (
        <Link
          to="/DataEditor/$id"
          params={{ id: row.directoryId }}
          onClick={(event) => event.stopPropagation()}
        >
          {row.label}
        </Link>
      ) : (
        row.label
      );
    case 'folders':
      return row.folders.length === 0
        ? t('table.unfiled')
        : row.folders.map((path) => path.join(' / ') || t('table.topLevel')).join('; ');
    case 'updatedAt':
      return formatDateTime(row.updatedAt);
    case 'updatedBy':
      return row.updatedBy ?? '';
    default: {
      const text = row.cells.find((cell) => cell.elementId === column.id)?.text ?? '';
      if (column.kind === 'image' && text) {
        return (
          <img src={`/images/${encodeURIComponent(text)}`} alt={t('table.image', { label: column.label })} />
        );
      }
      return text;
    }
  }
}

/** The header of a column: sorts by it (when it can) and resizes it by pointer or arrow keys. */
function ColumnHead({
  column,
  layout,
  onLayout,
  sort,
  onSort,
}: Omit<FileGridProps, 'rows' | 'columns' | 'selected' | 'onSelect'> & { column: ShownColumn }) {
  const width = widthOf(layout, column.id);
  const sorted = sort.column === column.id ? (sort.direction ?? 'ASC') : null;
  const startResize = (event: PointerEvent<HTMLDivElement>) => {
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const move = (moved: globalThis.PointerEvent) =>
      onLayout(withWidth(layout, column.id, width + moved.clientX - startX));
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
  };
  const resizeByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -RESIZE_STEP, ArrowRight: RESIZE_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    onLayout(withWidth(layout, column.id, width + step));
  };
  return (
    <th
      style={{ width }}
      aria-sort={sorted === null ? undefined : sorted === 'ASC' ? 'ascending' : 'descending'}
    >
      <div className="file-grid-head">
        {sortableBy(column.kind) ? (
          <button
            type="button"
            className="file-grid-sort"
            onClick={() => onSort({ column: column.id, direction: sorted === 'ASC' ? 'DESC' : 'ASC' })}
          >
            {column.label}
            {sorted === 'ASC' ? (
              <LuArrowUp aria-hidden />
            ) : sorted === 'DESC' ? (
              <LuArrowDown aria-hidden />
            ) : null}
          </button>
        ) : (
          column.label
        )}
        {/* biome-ignore lint/a11y/useSemanticElements: a column's resizer is a focusable separator (no element is one) */}
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('table.resize', { label: column.label })}
          aria-valuenow={width}
          aria-valuemin={MIN_WIDTH}
          aria-valuemax={MAX_WIDTH}
          tabIndex={0}
          className="file-grid-resizer"
          onPointerDown={startResize}
          onKeyDown={resizeByKey}
        />
      </div>
    </th>
  );
}

/** The rows of a file table: a check box each, a link to the file, a cell per column shown. */
export function FileGrid({
  columns,
  rows,
  layout,
  onLayout,
  sort,
  onSort,
  selected,
  onSelect,
}: FileGridProps) {
  const navigate = useNavigate();
  const width = CHECK_WIDTH + columns.reduce((sum, column) => sum + widthOf(layout, column.id), 0);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <div className="file-grid-scroll">
      <table className="file-grid" style={{ width }}>
        <thead>
          <tr>
            <th className="file-grid-check">
              <input
                type="checkbox"
                aria-label={t('table.select.all')}
                checked={allSelected}
                onChange={(event) =>
                  onSelect(
                    rows.map((row) => row.id),
                    event.currentTarget.checked,
                  )
                }
              />
            </th>
            {columns.map((column) => (
              <ColumnHead
                key={column.id}
                column={column}
                layout={layout}
                onLayout={onLayout}
                sort={sort}
                onSort={onSort}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-selected={selected.has(row.id) || undefined}
              onClick={() => {
                if (row.directoryId)
                  void navigate({ to: '/DataEditor/$id', params: { id: row.directoryId } });
              }}
            >
              <td className="file-grid-check">
                <input
                  type="checkbox"
                  aria-label={t('table.select.row', { label: row.label })}
                  checked={selected.has(row.id)}
                  onClick={(event) => event.stopPropagation()}
                  onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                />
              </td>
              {columns.map((column) => (
                <td key={column.id}>{cellContent(column, row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
