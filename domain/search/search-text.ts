import { entryText } from '../file/entry-text';
import type { FileDataEntry } from '../file/types';
import { flattenElements } from '../schema/element-ops';
import type { SchemaElement } from '../schema/types';

/** Elements whose value is words a user might look for (an Image holds an upload, a Relationship other files). */
const WORDED = new Set(['Input', 'Select', 'Table', 'WYSIWYG']);

/** One value of a file in words, with the label of the element it fills. */
export interface SearchValue {
  elementId: string;
  elementLabel: string;
  text: string;
}

/** A file's values in words (`entryText`), in the schema's order; elements without a value are left out. */
export function fileSearchValues(elements: SchemaElement[], data: FileDataEntry[]): SearchValue[] {
  const byElement = new Map(data.map((entry) => [entry.elementId, entry]));
  const values: SearchValue[] = [];
  for (const element of flattenElements(elements)) {
    if (!WORDED.has(element.componentId)) continue;
    const text = entryText(element, byElement.get(element.elementId)).trim();
    if (text) values.push({ elementId: element.elementId, elementLabel: element.label, text });
  }
  return values;
}

/**
 * Characters of a file's values search keeps: enough for every field of a large form, while a file of
 * long texts stays within what PostgreSQL's full-text index takes (1 MB of words and positions).
 */
export const SEARCH_TEXT_LIMIT = 50_000;

/** What search matches of a file besides its label: its values, one per line, the first 50,000 characters. */
export const fileSearchText = (elements: SchemaElement[], data: FileDataEntry[]): string =>
  fileSearchValues(elements, data)
    .map((value) => value.text)
    .join('\n')
    .slice(0, SEARCH_TEXT_LIMIT);

/** What search matches of a schema besides its label: its element labels, one per line. */
export const schemaSearchText = (elements: SchemaElement[]): string =>
  flattenElements(elements)
    .map((element) => element.label.trim())
    .filter(Boolean)
    .join('\n');

/**
 * What of a schema decides its files' search text: which elements there are, of which type, and the
 * labels of options and the fields of columns. When it changes, the files' text is written anew.
 */
export function searchShape(elements: SchemaElement[]): string {
  return JSON.stringify(
    flattenElements(elements)
      .filter((element) => WORDED.has(element.componentId))
      .map((element) => [
        element.elementId,
        element.componentId,
        element.props.options?.options?.map((option) => [option.id, option.label]) ?? null,
        element.props.columns?.columns?.map((column) => column.field) ?? null,
      ]),
  );
}
