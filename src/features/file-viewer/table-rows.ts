/** The page sizes a table offers; 0 shows every row. */
export const PAGE_SIZES = [5, 7, 10, 15, 20, 25, 50, 0] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** A stored row: cells keyed by the columns' `field`; cells of columns since removed are kept. */
export type TableRow = Record<string, unknown>;

const isRow = (value: unknown): value is TableRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a stored value; a table without data starts with the element's number of empty rows. */
export function rowsOf(value: unknown, initialRows = 0): TableRow[] {
  if (Array.isArray(value)) return value.filter(isRow);
  return Array.from({ length: initialRows }, () => ({}));
}

/** Swaps with the neighbour; the first cannot go up and the last cannot go down. */
export function moveItem<T>(list: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  const moving = list[index];
  const neighbour = list[target];
  if (moving === undefined || neighbour === undefined) return [...list];
  const moved = [...list];
  moved[target] = moving;
  moved[index] = neighbour;
  return moved;
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((existing, at) => (at === index ? item : existing));

export interface PageBounds {
  /** 0-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** Row indexes shown: from (inclusive) to (exclusive). */
  from: number;
  to: number;
}

export function pageBounds(total: number, pageSize: PageSize, page: number): PageBounds {
  if (pageSize === 0) return { page: 0, pageCount: 1, from: 0, to: total };
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const clamped = Math.min(Math.max(0, page), pageCount - 1);
  const from = clamped * pageSize;
  return { page: clamped, pageCount, from, to: Math.min(total, from + pageSize) };
}

/** The page a row is on. */
export const pageOfRow = (index: number, pageSize: PageSize) =>
  pageSize === 0 ? 0 : Math.floor(index / pageSize);
