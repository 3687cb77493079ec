import { stringify } from 'csv-stringify';
import type { FileDataEntry } from '../../domain/file/types';
import { rulesOf } from '../../domain/rules/field-rules';
import type { SchemaElement } from '../../domain/schema/types';
import { csvColumns, csvValue, safeCell } from '../../domain/transfer/csv-values';
import type { Queryable } from '../db/database';
import { selectedFileIds } from './file-selection';

/** Files read (and written out) at a time. */
const BATCH = 500;

/** The header of the columns every export starts with. */
export const CSV_FIXED_HEADERS = ['ID', 'Bezeichnung'];

/**
 * Writes a schema's files (those of `fileIds` alone when given) as CSV for spreadsheets: UTF-8 with a byte
 * order mark, `;` between cells, the element labels as headers, values as the form shows them
 * (`csvValue`), related files by their labels, every cell safe to open (`safeCell`). A batch of files at
 * a time, by id (the files' own index).
 */
export async function exportFilesCsv(
  db: Queryable,
  client: string,
  schema: { id: string; elements: SchemaElement[] },
  write: (chunk: string) => Promise<void>,
  fileIds?: readonly string[],
): Promise<number> {
  const columns = csvColumns(schema.elements);
  const csv = stringify({ delimiter: ';', record_delimiter: '\r\n', quoted_match: /^\s|\s$/ });
  const out: string[] = [];
  csv.on('data', (chunk: Buffer | string) => out.push(String(chunk)));
  const flush = async () => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (out.length > 0) await write(out.splice(0).join(''));
  };
  await write('\uFEFF');
  csv.write([...CSV_FIXED_HEADERS, ...columns.map((column) => column.header)]);
  let count = 0;
  for await (const ids of selectedFileIds(db, client, { schemaId: schema.id, fileIds }, BATCH)) {
    const rows: {
      id: string;
      label: string;
      data: FileDataEntry[];
      related: { element_id: string; labels: string }[];
    }[] = await db.query(
      `select f.id, f.label, f.data,
              coalesce((select json_agg(json_build_object('element_id', g.element_id, 'labels', g.labels))
                          from (select r.element_id, string_agg(rf.label, ', ' order by r.position) as labels
                                  from related_files r
                                  join files rf on rf.client_id = r.client_id and rf.id = r.related_file_id
                                 where r.client_id = f.client_id and r.file_id = f.id and r.element_id is not null
                                 group by r.element_id) g), '[]') as related
         from files f
        where f.client_id = $1 and f.id = any($2::text[])
        order by f.id`,
      [client, ids],
    );
    for (const row of rows) {
      const byElement = new Map(row.data.map((entry) => [entry.elementId, entry]));
      const related = new Map(row.related.map((item) => [item.element_id, item.labels]));
      csv.write([
        safeCell(row.id),
        safeCell(row.label),
        ...columns.map(({ element }) => {
          if (element.componentId === 'Relationship') return safeCell(related.get(element.elementId) ?? '');
          const isNumber = element.componentId === 'Input' && rulesOf(element).type === 'number';
          return safeCell(csvValue(element, byElement.get(element.elementId)), isNumber);
        }),
      ]);
    }
    count += rows.length;
    await flush();
  }
  csv.end();
  await flush();
  return count;
}
