import type {
  FilterOp,
  FixedColumn,
  TableCursor,
  TableFilter,
  TableQuery,
} from '../../domain/table/table-query';
import type { Queryable } from '../db/database';

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

  contains(expression: string, value: string): string {
    return `search_folded(${expression}) like '%' || search_folded(${this.param(literally(value))}) || '%'`;
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

/** `exists` of the file's table value of an element, that `where` holds of it. */
const valueExists = (element: string, where = 'true') =>
  `exists (select 1 from file_values v
            where v.client_id = f.client_id and v.file_id = f.id and v.element_id = ${element} and ${where})`;

function filterSql(filter: TableFilter, where: Conditions): string {
  const value = filter.value ?? '';
  if (filter.on !== 'element') return fixedFilterSql(filter.on, filter.op, value, where);
  const element = where.param(filter.elementId);
  if (filter.kind === 'relationship') {
    const related = `exists (select 1 from related_files r
                              where r.client_id = f.client_id and r.file_id = f.id and r.element_id = ${element})`;
    return filter.op === 'EMPTY' ? `not ${related}` : related;
  }
  switch (filter.op) {
    case 'CONTAINS':
      return valueExists(element, where.contains('v.text', value));
    case 'EQUALS':
      return valueExists(element, `search_folded(v.text) = search_folded(${where.param(value)})`);
    case 'EMPTY':
      return `not ${valueExists(element)}`;
    default:
      return valueExists(element);
  }
}

/** The sort key of a row, how rows are ordered by it, and which rows come after a cursor. */
function orderSql(query: TableQuery, where: Conditions) {
  const { sort, after } = query;
  const descending = sort.direction === 'DESC';
  const direction = descending ? 'desc' : 'asc';
  const beyond = descending ? '<' : '>';
  if (sort.on === 'element') {
    const join = `left join file_values v
      on v.client_id = f.client_id and v.file_id = f.id and v.element_id = ${where.param(sort.column)}`;
    // Rows without a value come last in either direction.
    const order = `v.sort_key is null, v.sort_key ${direction}, f.id ${direction}`;
    if (!after) return { key: 'v.sort_key', join, order, after: null };
    const id = where.param(after.id);
    const afterSql =
      after.key === null
        ? `(v.sort_key is null and f.id ${beyond} ${id})`
        : `(v.sort_key is null or (v.sort_key, f.id) ${beyond} (${where.param(after.key)}, ${id}))`;
    return { key: 'v.sort_key', join, order, after: afterSql };
  }
  const key = sort.on === 'updatedAt' ? 'f.updated_at' : `(search_folded(f.label) collate "C")`;
  const cast = sort.on === 'updatedAt' ? '::timestamptz' : '';
  const afterSql =
    after && `(${key}, f.id) ${beyond} (${where.param(after.key)}${cast}, ${where.param(after.id)})`;
  return { key, join: '', order: `${key} ${direction}, f.id ${direction}`, after: afterSql };
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
  const filters = query.filters.map((filter) => filterSql(filter, where));
  const conditions = ['f.client_id = $1', 'f.schema_id = $2', ...filters].join(' and ');
  const counted = [...where.params];
  const order = orderSql(query, where);
  const rows = await db.query<Row>(
    `select f.id, f.label, f.updated_at, u.username as updated_by, ${order.key}::text as sort_key
       from files f ${order.join}
       left join users u on u.id = f.updated_by
      where ${conditions} ${order.after ? `and ${order.after}` : ''}
      order by ${order.order}
      limit ${where.param(query.first + 1)}`,
    where.params,
  );
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from files f where ${conditions}`,
    counted,
  );
  const page = rows.slice(0, query.first);
  const cells = await cellsOf(
    db,
    client,
    page.map((row) => row.id),
  );
  return {
    total: count?.total ?? 0,
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
    `select file_id, element_id, text from file_values where client_id = $1 and file_id = any($2::text[])
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
