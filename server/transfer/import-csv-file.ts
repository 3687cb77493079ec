import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import {
  mappedColumns,
  mappingProblems,
  matchHeaders,
  projectRows,
} from '../../domain/transfer/column-mapping';
import { IMPORT_LIMITS } from '../../domain/transfer/import-cells';
import type { Database } from '../db/database';
import { findSchema } from '../repositories/schema-repository';
import { TreeSnapshots } from '../repositories/tree-snapshots';
import { type ImportProblem, importRows } from './import-rows';

export interface CsvImportOptions {
  client: string;
  userId: string;
  schemaId: string;
  folderId: string | null;
  matchBy: string;
  delimiter: string;
  dryRun: boolean;
  onProgress?: (rows: number) => void;
}

export interface CsvImportReport {
  problems: ImportProblem[];
  created: number;
  updated: number;
}

/** A problem of the file as a whole (row 1: the header), in the report's form. */
const fileProblem = (message: string): CsvImportReport => ({
  problems: [{ row: 1, target: null, code: 'file', message }],
  created: 0,
  updated: 0,
});

/** Whether the whole file is UTF-8, read a chunk at a time. */
async function isUtf8(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** The file's rows after its header, read as a stream (UTF-8, a BOM dropped), a batch at a time. */
async function* batchesOf(
  path: string,
  delimiter: string,
): AsyncGenerator<{ header: string[] } | { rows: string[][]; first: number }> {
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1024 * 1024,
    }),
  );
  let header: string[] | null = null;
  let rows: string[][] = [];
  let first = 2;
  let line = 1;
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!header) {
      header = record;
      yield { header };
      continue;
    }
    line++;
    rows.push(record);
    if (rows.length === IMPORT_LIMITS.maxRows) {
      yield { rows, first };
      first = line + 1;
      rows = [];
    }
  }
  if (rows.length > 0) yield { rows, first };
}

/**
 * Imports a CSV file's rows as files of a schema, as the app does: its header mapped to the schema's
 * elements (`matchHeaders`), every row checked in a first pass over the file (nothing written when any
 * row has a problem, or on a dry run), then written in a second pass, a transaction per 1,000 rows.
 */
export async function importCsvFile(
  db: Database,
  path: string,
  options: CsvImportOptions,
): Promise<CsvImportReport> {
  const schema = await findSchema(db, options.client, options.schemaId);
  if (!schema)
    return fileProblem(`Das Schema „${options.schemaId}“ gibt es im Mandanten „${options.client}“ nicht.`);
  if (!(await isUtf8(path)))
    return fileProblem('Die Datei ist nicht in UTF-8 gespeichert (in Excel: „CSV UTF-8“).');
  const snapshots = new TreeSnapshots();
  const pass = async (dryRun: boolean): Promise<CsvImportReport> => {
    const report: CsvImportReport = { problems: [], created: 0, updated: 0 };
    let columns: ReturnType<typeof mappedColumns> = [];
    let done = 0;
    try {
      for await (const part of batchesOf(path, options.delimiter)) {
        if ('header' in part) {
          const targets = matchHeaders(part.header, schema.elements);
          const [problem] = mappingProblems(targets, options.matchBy);
          if (problem) {
            return fileProblem(
              problem.kind === 'nothingMapped'
                ? 'Keine Spalte der Datei passt zu einem Element des Schemas.'
                : `Die Spalte „${problem.target}“ ist zweimal oder fehlt für den Abgleich.`,
            );
          }
          columns = mappedColumns(targets);
          continue;
        }
        const result = await db.transaction((tx) =>
          importRows(tx, snapshots, options, {
            schema,
            rows: projectRows(part.rows, columns),
            columns: columns.map((column, index) => ({ index, target: column.target })),
            folderId: options.folderId,
            matchBy: options.matchBy,
            firstRow: part.first,
            dryRun,
          }),
        );
        report.problems.push(...result.problems);
        report.created += result.created;
        report.updated += result.updated;
        done += part.rows.length;
        options.onProgress?.(done);
        if (!dryRun && result.problems.length > 0) return report;
      }
    } catch (error) {
      return fileProblem(`Die Datei ist kein lesbares CSV: ${(error as Error).message}`);
    }
    return report;
  };
  const checked = await pass(true);
  if (checked.problems.length > 0 || options.dryRun) return checked;
  return pass(false);
}
