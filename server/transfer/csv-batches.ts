import { createReadStream } from 'node:fs';
import { CsvError, parse } from 'csv-parse';
import { fillsBeyondHeader, isEmptyRow, MAX_CSV_ROW_BYTES } from '../../domain/transfer/csv-rows';
import { IMPORT_LIMITS } from '../../domain/transfer/import-cells';

/** A row of the file, in words, that makes it no table the import can read. */
export class UnreadableRow extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/** What the parser's errors mean (the app's own reading of a file says the same in the same words). */
const QUOTE_ERRORS = new Set([
  'CSV_QUOTE_NOT_CLOSED',
  'INVALID_OPENING_QUOTE',
  'CSV_INVALID_CLOSING_QUOTE',
  'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE',
]);

/** The parser's error as the row it stopped in (every record counts, the empty ones too) and German words. */
function unreadableRow(error: CsvError): UnreadableRow {
  const row = Number(error.records ?? 0) + 1;
  if (QUOTE_ERRORS.has(error.code))
    return new UnreadableRow(
      row,
      `Die Datei ist keine gültige CSV-Datei: In Zeile ${row} ist ein Anführungszeichen nicht geschlossen oder steht an falscher Stelle.`,
    );
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return new UnreadableRow(
      row,
      `Zeile ${row} ist länger als 1 MB. So lange Zeilen kann Alloy nicht importieren.`,
    );
  return new UnreadableRow(
    row,
    `Die Datei ist keine gültige CSV-Datei: Zeile ${row} lässt sich nicht lesen.`,
  );
}

/**
 * The file's rows after its header (the first row that is not empty), read as a stream (UTF-8, a BOM
 * dropped), a batch of rows that follow each other at a time, with the number of its first row as a
 * spreadsheet counts it; empty rows left out. Throws `UnreadableRow` for a row the parser cannot read and
 * for one with filled cells beyond the header's.
 */
export async function* batchesOf(
  path: string,
  delimiter: string,
): AsyncGenerator<{ header: string[] } | { rows: string[][]; first: number }> {
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      delimiter,
      relax_column_count: true,
      max_record_size: MAX_CSV_ROW_BYTES,
    }),
  );
  let header: string[] | null = null;
  let rows: string[][] = [];
  let first = 0;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      if (isEmptyRow(record)) continue;
      if (!header) {
        header = record;
        yield { header };
        continue;
      }
      if (fillsBeyondHeader(record, header.length))
        throw new UnreadableRow(
          row,
          `Zeile ${row} hat ${record.length} Zellen, die Kopfzeile nur ${header.length}. Bitte prüfen Sie Trennzeichen und Anführungszeichen.`,
        );
      if (rows.length > 0 && (rows.length === IMPORT_LIMITS.maxRows || first + rows.length !== row)) {
        yield { rows, first };
        rows = [];
      }
      if (rows.length === 0) first = row;
      rows.push(record);
    }
  } catch (error) {
    throw error instanceof CsvError ? unreadableRow(error) : error;
  }
  if (rows.length > 0) yield { rows, first };
}
