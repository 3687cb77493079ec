// Apart from csv-read.ts, so that the page loads without Papa Parse, which reads files in a worker.

import { MAX_CSV_ROW_BYTES } from '../../../domain/transfer/csv-rows';

/** The limits of a CSV file the import reads in the browser. */
export const CSV_LIMITS = {
  /** The whole file: it is read into memory, rows and all, before anything is sent. */
  maxFileBytes: 50 * 1024 * 1024,
  /** One row (all its cells): anything longer is no table a spreadsheet wrote. */
  maxRowBytes: MAX_CSV_ROW_BYTES,
} as const;

/** Why a file cannot be imported; the screen says it in words (`fileProblemText`). */
export type CsvProblem =
  | { kind: 'empty' }
  | { kind: 'noRows' }
  | { kind: 'tooLarge' }
  | { kind: 'encoding' }
  | { kind: 'quotes'; row: number }
  | { kind: 'longRow'; row: number }
  | { kind: 'extraCells'; row: number; cells: number; headers: number };

/** A table read from a CSV file: its header cells and its rows, each as long as the header. */
export interface CsvTable {
  headers: string[];
  rows: string[][];
  /** Each row's number in the file as a spreadsheet counts it (the header is row 1). */
  rowNumbers: number[];
  delimiter: string;
}

export type CsvRead = { ok: true; table: CsvTable } | { ok: false; problem: CsvProblem };
