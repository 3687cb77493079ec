import { createReadStream } from 'node:fs';
import { flattenElements } from '../../domain/schema/element-ops';
import { batchChecker, checkedCell } from '../../domain/transfer/batch-checks';
import {
  mappedColumns,
  mappingProblems,
  matchHeaders,
  projectRows,
} from '../../domain/transfer/column-mapping';
import type { Database } from '../db/database';
import { findSchema } from '../repositories/schema-repository';
import { TreeSnapshots } from '../repositories/tree-snapshots';
import { whyNoEntries } from '../resolvers/shared/directory-entry-write';
import { batchesOf, UnreadableRow } from './csv-batches';
import { batchIssueProblem, folderRefusalText } from './import-problem-text';
import { type ImportProblem, importRows } from './import-rows';
import { readDataDirectory } from './tree-places';

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

/** A problem of the file as a whole, in the report's form: at `row` (1: the header, or the file itself). */
const fileProblem = (message: string, row = 1): CsvImportReport => ({
  problems: [{ row, target: null, code: 'file', message }],
  created: 0,
  updated: 0,
});

/** Why the files cannot go into the folder `folderId` of the client's data tree, in German; null when they can. */
async function folderProblem(
  db: Database,
  snapshots: TreeSnapshots,
  client: string,
  folderId: string,
): Promise<string | null> {
  const why = whyNoEntries(await readDataDirectory(db, client, snapshots), folderId, 'DATA');
  return why && folderRefusalText(why, folderId);
}

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
  const elements = new Map(flattenElements(schema.elements).map((element) => [element.elementId, element]));
  const folder = options.folderId && (await folderProblem(db, snapshots, options.client, options.folderId));
  if (folder) return fileProblem(folder);
  const pass = async (dryRun: boolean): Promise<CsvImportReport> => {
    const report: CsvImportReport = { problems: [], created: 0, updated: 0 };
    let columns: ReturnType<typeof mappedColumns> = [];
    let projected: ReturnType<typeof mappedColumns> = [];
    let check: ReturnType<typeof batchChecker> = () => [];
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
          projected = columns.map((column, index) => ({ index, target: column.target }));
          check = batchChecker(projected, schema.elements, options.matchBy);
          continue;
        }
        const rows = projectRows(part.rows, columns);
        if (dryRun) {
          // What no batch alone shows; the batch itself is checked with its cells cut to what the API takes.
          const numbers = rows.map((_row, index) => part.first + index);
          report.problems.push(...check(rows, numbers).map((issue) => batchIssueProblem(issue, elements)));
        }
        const result = await db.transaction((tx) =>
          importRows(tx, snapshots, options, {
            schema,
            rows: dryRun ? rows.map((cells) => cells.map(checkedCell)) : rows,
            columns: projected,
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
      if (error instanceof UnreadableRow) return fileProblem(error.message, error.row);
      throw error;
    }
    report.problems.sort((a, b) => a.row - b.row);
    return report;
  };
  const checked = await pass(true);
  if (checked.problems.length > 0 || options.dryRun) return checked;
  return pass(false);
}
