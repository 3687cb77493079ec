import type {
  FilterOp,
  FixedColumn,
  TableCursor,
  TableFilter,
  TableQuery,
} from '../../domain/table/table-query';
import type { Queryable } from '../db/database';
import { columnsOf, SORT_KEY_LENGTH } from './table-values-repository';

export interface FileTableRecord {
  id: string;
  label: string;
  updatedAt: string;
  updatedBy: string | null;
  /** The row's key in the table's order (see `TableCursor`). */
  cursor: TableCursor;
  /** Values by elementId. */
  cells: Map<string, string>;
}

interface Row {
  id: string;
  label: string;
  updated_at: Date | string;
  updated_by: string | null;
  sort_key: string | null;
}

/** `value` for LIKE: its own `%`, `_` and `\` taken literally. */
const literally = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Builds one statement's conditions, numbering its parameters after those it starts with. */
class Conditions {
  readonly sql: string[] = [];
  constructor(readonly params: unknown[]) {}

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `value` folded, as a LIKE pattern for any text that holds it. */
  pattern(value: string): string {
    return `'%' || search_folded(${this.param(literally(value))}) || '%'`;
  }

  contains(expression: string, value: string): string {
    return `search_folded(${expression}) like ${this.pattern(value)}`;
  }
}

function fixedFilterSql(on: FixedColumn, op: FilterOp, value: string, where: Conditions): string {
  switch (on) {
    case 'label':
      if (op === 'CONTAINS') return where.contains('f.label', value);
      return op === 'EMPTY' ? `f.label = ''` : `f.label <> ''`;
    case 'updatedAt':
      return `f.updated_at >= ${where.param(value)}::timestamptz`;
    case 'updatedBy':
      return `exists (select 1 from users u where u.id = f.updated_by and ${where.contains('u.username', value)})`;
    default:
      throw new Error(`The column ${on} takes no filter.`);
  }
}

/** The element's column of the table's schema (`value_columns`): its values are found by its number. */
const columnOf = (element: string) => `(${columnsOf('$1', '$2', element)})`;

/** The files of the table's schema whose value of the element `where` holds of (`v.sort_key`, the value folded). */
const valuesOf = (element: string, where = 'true') =>
  `select v.file_id from file_values v where v.column_id = ${columnOf(element)} and ${where}`;

/**
 * The file is one of those `valuesOf` selects: the element's values are read in one pass through their
 * index, not looked up file by file.
 */
const valueIn = (element: string, where?: string) => `f.id in (${valuesOf(element, where)})`;

/** The folded value holds `pattern`: a value longer than its sort key is looked at whole. */
const foldedContains = (pattern: string) =>
  `(v.sort_key like ${pattern} or (length(v.sort_key) = ${SORT_KEY_LENGTH} and exists (
     select 1 from file_values w
      where w.file_id = v.file_id and w.column_id = v.column_id and search_folded(w.text) like ${pattern})))`;

/**
 * A filter as SQL: a condition on the file `f`, and for a filter that only files with a certain value
 * pass, the select of those files (`valuesOf`), from which a page and its count can start.
 */
interface FilterSql {
  condition: string;
  values?: string;
}

function filterSql(filter: TableFilter, where: Conditions): FilterSql {
  const value = filter.value ?? '';
  if (filter.on !== 'element') return { condition: fixedFilterSql(filter.on, filter.op, value, where) };
  const element = where.param(filter.elementId);
  if (filter.kind === 'relationship') {
    const related = `exists (select 1 from related_files r
                              where r.client_id = f.client_id and r.file_id = f.id and r.element_id = ${element})`;
    return { condition: filter.op === 'EMPTY' ? `not ${related}` : related };
  }
  const holding = (condition?: string) => ({
    condition: valueIn(element, condition),
    values: valuesOf(element, condition),
  });
  switch (filter.op) {
    case 'CONTAINS':
      return holding(foldedContains(where.pattern(value)));
    case 'EQUALS':
      return holding(`v.sort_key = left(search_folded(${where.param(value)}), ${SORT_KEY_LENGTH})`);
    case 'EMPTY':
      return { condition: `not ${valueIn(element)}` };
    default:
      return holding();
  }
}

/**
 * The filters of a page: the files the first filter on values lets through are selected once, as
 * `matching`, and each row looked up among them (a hashed set: the coalesce keeps the planner from
 * turning it into a join, which would look every matching file up before ordering them); the other
 * filters are conditions on each row.
 */
interface Filtering {
  /** `with matching as (…)`, or nothing. */
  prefix: string;
  /** Conditions on the file `f` (or, for `fileId`, on another column holding its id). */
  conditions: (fileId: string) => string[];
  /** The statement that counts the files every filter lets through. */
  count: string;
}

function filtering(filters: FilterSql[]): Filtering {
  const first = filters.find((filter) => filter.values !== undefined);
  const others = filters.filter((filter) => filter !== first).map((filter) => filter.condition);
  const own = ['f.client_id = $1', 'f.schema_id = $2'];
  if (!first) {
    return {
      prefix: '',
      conditions: () => others,
      count: `select count(*)::int from files f where ${[...own, ...others].join(' and ')}`,
    };
  }
  return {
    prefix: `with matching as materialized (${first.values})`,
    conditions: (fileId) => [...others, `coalesce(${fileId} in (select file_id from matching), false)`],
    count:
      others.length === 0
        ? 'select count(*)::int from matching'
        : `select count(*)::int from matching m join files f on f.client_id = $1 and f.id = m.file_id
            where ${others.join(' and ')}`,
  };
}

const SELECTED = 'f.id, f.label, f.updated_at, u.username as updated_by';

/** A row of a page, with the count of every row when its statement asked for it. */
type CountedRow = Row & { total?: number };

/**
 * The rows of the page in the table's order, one more than it shows, the first statement's rows with
 * the count. Each order walks an index in that order from the cursor on, testing the filters row by row,
 * so a page costs what it shows rather than a sort of every file: by label or last change through the
 * files' own indexes; by an element through its values (`file_values_sorted`), then, once those are
 * through, the files without a value, by id.
 */
async function rowsInOrder(
  db: Queryable,
  query: TableQuery,
  filters: Filtering,
  params: unknown[],
): Promise<CountedRow[]> {
  const own = ['f.client_id = $1', 'f.schema_id = $2'];
  const { sort, after, first } = query;
  const descending = sort.direction === 'DESC';
  const direction = descending ? 'desc' : 'asc';
  const beyond = descending ? '<' : '>';
  const where = new Conditions([...params]);
  const limit = where.param(first + 1);
  const selected = `${SELECTED}, (${filters.count}) as total`;
  if (sort.on !== 'element') {
    const key = sort.on === 'updatedAt' ? 'f.updated_at' : `(search_folded(f.label) collate "C")`;
    const cast = sort.on === 'updatedAt' ? '::timestamptz' : '';
    const from = after
      ? `and (${key}, f.id) ${beyond} (${where.param(after.key)}${cast}, ${where.param(after.id)})`
      : '';
    return db.query<CountedRow>(
      `${filters.prefix}
       select ${selected}, ${key}::text as sort_key
         from files f left join users u on u.id = f.updated_by
        where ${[...own, ...filters.conditions('f.id')].join(' and ')} ${from}
        order by ${key} ${direction}, f.id ${direction}
        limit ${limit}`,
      where.params,
    );
  }
  const element = where.param(sort.column);
  let withValues: CountedRow[] = [];
  if (after?.key !== null) {
    const from = after
      ? `and (s.sort_key, s.file_id) ${beyond} (${where.param(after.key)}, ${where.param(after.id)})`
      : '';
    // Through the element's values, the schema is theirs; named again for the files, it would lead the
    // planner (PGlite keeps no statistics) to look every value's file up among the schema's files.
    const filtered = filters
      .conditions('s.file_id')
      .map((condition) => `and ${condition}`)
      .join(' ');
    withValues = await db.query<CountedRow>(
      `${filters.prefix}
       select ${selected}, s.sort_key
         from file_values s
         join files f on f.client_id = $1 and f.id = s.file_id
         left join users u on u.id = f.updated_by
        where s.column_id = ${columnOf(element)} ${filtered} ${from}
        order by s.sort_key ${direction}, s.file_id ${direction}
        limit ${limit}`,
      where.params,
    );
    if (withValues.length > first) return withValues;
  }
  const rest = new Conditions([...params]);
  const restLimit = rest.param(first + 1 - withValues.length);
  const from = after?.key === null ? `and f.id ${beyond} ${rest.param(after.id)}` : '';
  const without = await db.query<CountedRow>(
    `${filters.prefix}
     select ${SELECTED}, null as sort_key
       from files f left join users u on u.id = f.updated_by
      where ${[...own, ...filters.conditions('f.id')].join(' and ')}
        and not ${valueIn(rest.param(sort.column))} ${from}
      order by f.id ${direction}
      limit ${restLimit}`,
    rest.params,
  );
  return [...withValues, ...without];
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * A page of a schema's files as its table shows them, and how many files the filters let through:
 * `query.first` rows after `query.after`, one more to tell whether there are more.
 */
export async function fileTablePage(
  db: Queryable,
  client: string,
  schemaId: string,
  query: TableQuery,
): Promise<{ total: number; rows: FileTableRecord[]; more: boolean }> {
  const where = new Conditions([client, schemaId]);
  const filters = filtering(query.filters.map((filter) => filterSql(filter, where)));
  const rows = await rowsInOrder(db, query, filters, where.params);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [count] = await db.query<{ count: number }>(`${filters.prefix} ${filters.count}`, where.params);
    total = count?.count ?? 0;
  }
  const page = rows.slice(0, query.first);
  const cells = await cellsOf(
    db,
    client,
    page.map((row) => row.id),
  );
  return {
    total,
    more: rows.length > query.first,
    rows: page.map((row) => ({
      id: row.id,
      label: row.label,
      updatedAt: isoOf(row.updated_at),
      updatedBy: row.updated_by,
      // As the database wrote it: a time keeps its microseconds, which JavaScript's dates drop.
      cursor: { key: row.sort_key, id: row.id },
      cells: cells.get(row.id) ?? new Map(),
    })),
  };
}

/** The table values of these files, and their related files' labels by Relationship, by file id. */
async function cellsOf(
  db: Queryable,
  client: string,
  ids: string[],
): Promise<Map<string, Map<string, string>>> {
  const cells = new Map<string, Map<string, string>>();
  if (ids.length === 0) return cells;
  const rows = await db.query<{ file_id: string; element_id: string; text: string }>(
    `select v.file_id, c.element_id, v.text
       from file_values v join value_columns c on c.id = v.column_id
      where c.client_id = $1 and v.file_id = any($2::text[])
     union all
     select r.file_id, r.element_id, string_agg(rf.label, ', ' order by r.position)
       from related_files r join files rf on rf.client_id = r.client_id and rf.id = r.related_file_id
      where r.client_id = $1 and r.file_id = any($2::text[]) and r.element_id is not null
      group by r.file_id, r.element_id`,
    [client, ids],
  );
  for (const row of rows) {
    const ofFile = cells.get(row.file_id) ?? new Map<string, string>();
    ofFile.set(row.element_id, row.text);
    cells.set(row.file_id, ofFile);
  }
  return cells;
}
