import Papa from 'papaparse';
import { fillsBeyondHeader, isEmptyRow } from '../../../domain/transfer/csv-rows';
import { CSV_LIMITS, type CsvRead } from './csv-table';

/** Delimiters tried, `;` first: Alloy's own export and German spreadsheets write it. */
const DELIMITERS = [';', ',', '\t', '|'];
/** Rows a delimiter is tried on. */
const SAMPLE_ROWS = 10;

const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

/**
 * The delimiter of a CSV text: the first of `;`, `,`, tab and `|` that cuts every sampled row into the
 * same number (at least two) of cells; else the one whose counts vary least; `;` for a single column.
 * Papa Parse's own guess prefers the delimiter that gives the most cells, which picks `,` in a `;` file
 * of German numbers (`2.499,95`).
 */
export function chooseDelimiter(text: string): string {
  let best = { delimiter: ';', spread: Number.POSITIVE_INFINITY };
  for (const delimiter of DELIMITERS) {
    const counts = Papa.parse<string[]>(text, { delimiter, preview: SAMPLE_ROWS })
      .data.filter((cells) => !isEmptyRow(cells))
      .map((cells) => cells.length);
    if (counts.length === 0 || Math.max(...counts) < 2) continue;
    const spread = Math.max(...counts) - Math.min(...counts);
    if (spread === 0) return delimiter;
    if (spread < best.spread) best = { delimiter, spread };
  }
  return best.delimiter;
}

/** UTF-8 length of a text, counted without encoding it. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

function rowBytes(cells: string[]): number {
  const characters = cells.reduce((sum, cell) => sum + cell.length, cells.length - 1);
  // A character is at most 4 bytes: only rows that could be too long are counted exactly.
  if (characters * 4 <= CSV_LIMITS.maxRowBytes) return characters;
  return cells.reduce((sum, cell) => sum + utf8Length(cell), cells.length - 1);
}

/** The text of a file as UTF-8, its byte order mark left out; null when it is not UTF-8 text. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  if (UTF16_BOMS.some(([first, second]) => bytes[0] === first && bytes[1] === second)) return null;
  let text: string;
  try {
    // `fatal`: a byte sequence that is no UTF-8 throws instead of turning into U+FFFD unseen.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // UTF-16 without a byte order mark decodes as UTF-8 with a NUL beside every Latin letter.
  return text.includes('\0') ? null : text;
}

const lineBreaks = (cell: string) => (cell.includes('\r') ? cell.replace(/\r\n?/g, '\n') : cell);

/**
 * Reads a CSV file's bytes as a table: UTF-8 (byte order mark dropped), delimiter chosen by
 * `chooseDelimiter`, the first row that is not empty as the header, empty rows left out, line breaks in
 * cells as `\n`. Refuses a file that is empty, too large, not UTF-8, has an unclosed or misplaced quote, a
 * row longer than 1 MB, or cells beyond the header's.
 */
export function readCsv(bytes: Uint8Array): CsvRead {
  if (bytes.length > CSV_LIMITS.maxFileBytes) return { ok: false, problem: { kind: 'tooLarge' } };
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false, problem: { kind: 'encoding' } };
  if (text.trim() === '') return { ok: false, problem: { kind: 'empty' } };
  const delimiter = chooseDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const quoteError = parsed.errors.find((error) => error.type === 'Quotes');
  if (quoteError) return { ok: false, problem: { kind: 'quotes', row: (quoteError.row ?? 0) + 1 } };

  const records = parsed.data;
  const headerIndex = records.findIndex((cells) => !isEmptyRow(cells));
  const headerCells = records[headerIndex] ?? [];
  if (rowBytes(headerCells) > CSV_LIMITS.maxRowBytes)
    return { ok: false, problem: { kind: 'longRow', row: headerIndex + 1 } };
  const headers = headerCells.map((cell) => lineBreaks(cell).trim());
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    const cells = records[index] as string[];
    if (isEmptyRow(cells)) continue;
    const row = index + 1;
    if (rowBytes(cells) > CSV_LIMITS.maxRowBytes) return { ok: false, problem: { kind: 'longRow', row } };
    if (fillsBeyondHeader(cells, headers.length)) {
      return {
        ok: false,
        problem: { kind: 'extraCells', row, cells: cells.length, headers: headers.length },
      };
    }
    rows.push(headers.map((_header, column) => lineBreaks(cells[column] ?? '')));
    rowNumbers.push(row);
  }
  if (rows.length === 0) return { ok: false, problem: { kind: 'noRows' } };
  return { ok: true, table: { headers, rows, rowNumbers, delimiter } };
}
