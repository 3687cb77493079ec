import { DomainInputError } from '../errors';
import type { ColumnKind, TableColumn } from './file-table';

export type FilterOp = 'CONTAINS' | 'EQUALS' | 'EMPTY' | 'NOT_EMPTY' | 'SINCE';
export type SortDirection = 'ASC' | 'DESC';

/** The columns every file table has besides its schema's elements. */
export type FixedColumn = 'label' | 'folders' | 'updatedAt' | 'updatedBy';

export const TABLE_LIMITS = { maxPage: 200, maxFilters: 20, maxValue: 200 } as const;

/** Which filters each kind of column takes. */
const OPS: Record<FixedColumn | ColumnKind, readonly FilterOp[]> = {
  label: ['CONTAINS', 'EMPTY', 'NOT_EMPTY'],
  folders: [],
  updatedAt: ['SINCE'],
  updatedBy: ['CONTAINS'],
  text: ['CONTAINS', 'EQUALS', 'EMPTY', 'NOT_EMPTY'],
  select: ['EQUALS', 'CONTAINS', 'EMPTY', 'NOT_EMPTY'],
  image: ['EMPTY', 'NOT_EMPTY'],
  relationship: ['EMPTY', 'NOT_EMPTY'],
};

const SORTABLE = new Set<FixedColumn | ColumnKind>(['label', 'updatedAt', 'text', 'select']);

/** Whether a filter compares with a value (the others ask only whether there is one). */
export const takesValue = (op: FilterOp): boolean => op === 'CONTAINS' || op === 'EQUALS' || op === 'SINCE';

/** The filters a column takes, by its fixed id or its element's kind. */
export const filterOpsOf = (column: FixedColumn | ColumnKind): readonly FilterOp[] => OPS[column];

/** Whether a table can be sorted by a column, by its fixed id or its element's kind. */
export const sortableBy = (column: FixedColumn | ColumnKind): boolean => SORTABLE.has(column);

export interface ColumnFilter {
  column: string;
  op: FilterOp;
  value?: string | null;
}

export interface ColumnSort {
  column: string;
  direction?: SortDirection | null;
}

/** A filter checked against the table's columns: on a fixed column, or on an element's values. */
export type TableFilter =
  | { on: FixedColumn; op: FilterOp; value: string | null }
  | { on: 'element'; elementId: string; kind: ColumnKind; op: FilterOp; value: string | null };

/** Where a page ends in its order: the last row's sort key (null: it has no value there) and its id. */
export interface TableCursor {
  key: string | null;
  id: string;
}

export interface TableQuery {
  filters: TableFilter[];
  sort: { column: string; on: FixedColumn | 'element'; direction: SortDirection };
  first: number;
  after: TableCursor | null;
}

const FIXED = new Set<string>(['label', 'folders', 'updatedAt', 'updatedBy']);

function kindOf(column: string, columns: TableColumn[], path: string): FixedColumn | ColumnKind {
  if (FIXED.has(column)) return column as FixedColumn;
  const found = columns.find((candidate) => candidate.elementId === column);
  if (!found) throw new DomainInputError(`"${column}" is no column of this schema's files`, path);
  return found.kind;
}

function parseFilter(filter: ColumnFilter, columns: TableColumn[], path: string): TableFilter {
  const kind = kindOf(filter.column, columns, `${path}.column`);
  if (!OPS[kind].includes(filter.op)) {
    const allowed = OPS[kind].join(', ') || 'none';
    throw new DomainInputError(`takes ${allowed} on column "${filter.column}"`, `${path}.op`);
  }
  const needsValue = takesValue(filter.op);
  const value = needsValue ? (filter.value ?? '').trim() : null;
  if (needsValue && !value) throw new DomainInputError(`${filter.op} needs a value`, `${path}.value`);
  if (value && value.length > TABLE_LIMITS.maxValue) {
    throw new DomainInputError(`must be at most ${TABLE_LIMITS.maxValue} characters`, `${path}.value`);
  }
  if (filter.op === 'SINCE' && Number.isNaN(Date.parse(value ?? ''))) {
    throw new DomainInputError('must be a date (ISO 8601, e.g. 2026-11-27)', `${path}.value`);
  }
  const since = filter.op === 'SINCE' ? new Date(Date.parse(value ?? '')).toISOString() : value;
  return FIXED.has(filter.column)
    ? { on: filter.column as FixedColumn, op: filter.op, value: since }
    : { on: 'element', elementId: filter.column, kind: kind as ColumnKind, op: filter.op, value: since };
}

/** JSON as base64url (the app and the server both run this, so neither Node's Buffer nor the DOM). */
function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function decode(text: string): unknown {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(
    new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
  );
}

/** The cursor after `row` in a table sorted by `sort`. */
export function tableCursor(sort: TableQuery['sort'], row: TableCursor): string {
  return encode([sort.column, sort.direction, row.key, row.id]);
}

function parseCursor(after: string, sort: TableQuery['sort']): TableCursor {
  let parsed: unknown;
  try {
    parsed = decode(after);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4)
    throw new DomainInputError('is no cursor of this table', 'after');
  const [column, direction, key, id] = parsed as unknown[];
  if (column !== sort.column || direction !== sort.direction) {
    throw new DomainInputError('belongs to another sort order', 'after');
  }
  if ((key !== null && typeof key !== 'string') || typeof id !== 'string') {
    throw new DomainInputError('is no cursor of this table', 'after');
  }
  return { key, id };
}

/**
 * Checks a request for a page of a schema's file table against its columns: filters each column takes,
 * a sortable column, a page of 1 to 200 rows, a cursor of the same sort order. Sorted by label unless
 * told otherwise.
 */
export function parseTableQuery(
  input: { filter?: ColumnFilter[] | null; sort?: ColumnSort | null; first: number; after?: string | null },
  columns: TableColumn[],
): TableQuery {
  const filters = input.filter ?? [];
  if (filters.length > TABLE_LIMITS.maxFilters) {
    throw new DomainInputError(`takes at most ${TABLE_LIMITS.maxFilters} filters`, 'filter');
  }
  if (!Number.isInteger(input.first) || input.first < 1 || input.first > TABLE_LIMITS.maxPage) {
    throw new DomainInputError(`must be between 1 and ${TABLE_LIMITS.maxPage}`, 'first');
  }
  const column = input.sort?.column ?? 'label';
  const kind = kindOf(column, columns, 'sort.column');
  if (!SORTABLE.has(kind)) throw new DomainInputError(`column "${column}" cannot be sorted`, 'sort.column');
  const sort = {
    column,
    on: FIXED.has(column) ? (column as FixedColumn) : ('element' as const),
    direction: input.sort?.direction ?? 'ASC',
  };
  return {
    filters: filters.map((filter, index) => parseFilter(filter, columns, `filter[${index}]`)),
    sort,
    first: input.first,
    after: input.after ? parseCursor(input.after, sort) : null,
  };
}
