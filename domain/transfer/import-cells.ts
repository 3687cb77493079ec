import { type FileDataEntry, MODEL_VALUE_KEY } from '../file/types';
import { isDate, rulesOf } from '../rules/field-rules';
import { parseGermanNumber } from '../rules/german-number';
import type { SchemaElement } from '../schema/types';

/** What one call of `importFiles` takes at most. */
export const IMPORT_LIMITS = { maxRows: 1_000, maxColumns: 500, maxCell: 100_000 } as const;

/** Why a cell cannot become a value of its element. */
export type CellProblem = 'number' | 'date' | 'option' | 'unsupportedTarget';

/** Components whose values a table's cells can hold. */
const IMPORTABLE = new Set(['Input', 'Select', 'Table']);

export const isImportable = (element: SchemaElement) => IMPORTABLE.has(element.componentId);

/** A date as a spreadsheet shows it (`27.11.2026`, `27.11.26` is not taken) or as stored (`2026-11-27`). */
function dateOf(text: string): string | null {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const day = german
    ? `${german[3]}-${(german[2] as string).padStart(2, '0')}-${(german[1] as string).padStart(2, '0')}`
    : text;
  return isDate(day) ? day : null;
}

/**
 * The value a cell writes for an element, read as the form and Alloy's CSV export write it: a number in
 * German (`2.499,95`), a date (`27.11.2026`), an option by its label or id (several: `A, B`), a table a row
 * per line with ` | ` between cells; text as it is. An empty cell writes nothing.
 */
export function cellValue(
  element: SchemaElement,
  text: string,
): { value: unknown } | { problem: CellProblem } | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!isImportable(element)) return { problem: 'unsupportedTarget' };
  const rules = rulesOf(element);
  switch (element.componentId) {
    case 'Select': {
      const options = element.props.options?.options ?? [];
      const find = (name: string) =>
        options.find((option) => option.id === name) ??
        options.find((option) => option.label.trim().toLowerCase() === name.toLowerCase());
      const names = rules.multiple
        ? trimmed
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean)
        : [trimmed];
      const ids = names.map((name) => find(name)?.id);
      if (ids.some((id) => id === undefined)) return { problem: 'option' };
      return { value: rules.multiple ? ids : ids[0] };
    }
    case 'Table': {
      const fields = (element.props.columns?.columns ?? []).map((column) => column.field);
      const rows = text.split(/\r?\n/).filter((line) => line.trim() !== '');
      return {
        value: rows.map((line) => {
          const cells = line.split(' | ');
          return Object.fromEntries(fields.map((field, index) => [field, (cells[index] ?? '').trim()]));
        }),
      };
    }
    default: {
      if (rules.type === 'number') {
        const value = parseGermanNumber(trimmed);
        return value === null ? { problem: 'number' } : { value };
      }
      if (rules.type === 'date') {
        const value = dateOf(trimmed);
        return value === null ? { problem: 'date' } : { value };
      }
      return { value: text };
    }
  }
}

/** A cell as Alloy's export made it safe (`safeCell`: `'=…'`) back as it was. */
export const fromSafeCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A row's cells as a file: its id, label and data entries, and the cells that could not be read. */
export interface ImportedRow {
  id: string | null;
  label: string | null;
  data: FileDataEntry[];
  problems: { target: string; problem: CellProblem }[];
}

/** Reads one row: `targets` name, per cell index, `id`, `label` or an element (null: the cell is left out). */
export function importedRow(
  targets: (string | null)[],
  elements: Map<string, SchemaElement>,
  cells: string[],
): ImportedRow {
  const row: ImportedRow = { id: null, label: null, data: [], problems: [] };
  targets.forEach((target, index) => {
    const text = cells[index] ?? '';
    if (target === null) return;
    if (target === 'id') row.id = text.trim() || null;
    else if (target === 'label') row.label = fromSafeCell(text).trim() || null;
    else {
      const element = elements.get(target);
      if (!element) return;
      const read = cellValue(element, text);
      if (read === null) return;
      if ('problem' in read) row.problems.push({ target, problem: read.problem });
      else row.data.push({ elementId: target, [MODEL_VALUE_KEY]: read.value });
    }
  });
  return row;
}
