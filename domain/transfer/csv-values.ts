import { entryText } from '../file/entry-text';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../file/types';
import { rulesOf } from '../rules/field-rules';
import { formatGermanNumber } from '../rules/german-number';
import { flattenElements } from '../schema/element-ops';
import type { SchemaElement } from '../schema/types';

/** A column of a CSV export: the element, and its header (its label; with its id where labels repeat). */
export interface CsvColumn {
  element: SchemaElement;
  header: string;
}

/** One column per element that holds a value (Groups hold none), in the schema's order. */
export function csvColumns(elements: SchemaElement[]): CsvColumn[] {
  const valued = flattenElements(elements).filter((element) => element.componentId !== 'Group');
  const labels = valued.map((element) => element.label.trim() || element.elementId);
  return valued.map((element, index) => {
    const label = labels[index] as string;
    const repeated = labels.indexOf(label) !== labels.lastIndexOf(label);
    return { element, header: repeated ? `${label} (${element.elementId})` : label };
  });
}

/** A date `YYYY-MM-DD` as written in German (`27.11.2026`); other text as it came. */
export const germanDate = (day: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
};

/**
 * A value as the form shows it: a number in German (`2.499,95`), a date as `27.11.2026`, options by their
 * labels, a table a row per line, rich text as text, prefix and suffix around an Input's text.
 */
export function csvValue(element: SchemaElement, entry: FileDataEntry | undefined): string {
  const value = entry?.[MODEL_VALUE_KEY];
  const rules = rulesOf(element);
  if (element.componentId === 'Input' && rules.type === 'number' && typeof value === 'number') {
    return formatGermanNumber(value, rules.decimals);
  }
  if (element.componentId === 'Input' && rules.type === 'date' && typeof value === 'string')
    return germanDate(value);
  if (element.componentId === 'Select' && Array.isArray(value)) {
    const options = element.props.options?.options ?? [];
    return value.map((id) => options.find((option) => option.id === id)?.label ?? String(id)).join(', ');
  }
  return entryText(element, entry);
}

/** Characters a spreadsheet takes as the start of a formula (also after a tab or a line break). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as it can be opened safely in a spreadsheet: text that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@`, tab, carriage return first) is prefixed with an apostrophe, which shows it as text.
 * A number of a number element is left as it is (`-3` is no formula).
 */
export function safeCell(text: string, isNumber = false): string {
  return !isNumber && FORMULA_START.test(text) ? `'${text}` : text;
}
