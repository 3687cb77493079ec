/** One row of a CSV file (all its cells) at most: anything longer is no table a spreadsheet wrote. */
export const MAX_CSV_ROW_BYTES = 1024 * 1024;

/** A row whose cells are all blank: an import leaves it out, but counts it as a spreadsheet counts rows. */
export const isEmptyRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Whether a row fills cells beyond the header's `headers`: its delimiters or quotes are not the file's. */
export const fillsBeyondHeader = (cells: string[], headers: number) =>
  cells.slice(headers).some((cell) => cell.trim() !== '');
