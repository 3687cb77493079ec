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
 * Characters of a file's words search keeps: enough for every field of a large form, while a file of
 * long texts stays within what PostgreSQL's full-text index takes (1 MB of words and positions).
 */
export const SEARCH_TEXT_LIMIT = 50_000;

/**
 * Words only: every run of other characters becomes one space, so "ABC-123" and "2.499,95" are words
 * to full-text search as a query splits them ("123" finds "ABC-123"), and no e-mail address or number
 * format hides the words in it.
 */
const wordsOnly = (parts: string[]) =>
  parts
    .join(' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, SEARCH_TEXT_LIMIT);

/** What search matches of a file: its label and its values (`fileSearchValues`), as words. */
export const fileSearchText = (label: string, elements: SchemaElement[], data: FileDataEntry[]): string =>
  wordsOnly([label, ...fileSearchValues(elements, data).map((value) => value.text)]);

/** What search matches of a schema: its label and its element labels, as words. */
export const schemaSearchText = (label: string, elements: SchemaElement[]): string =>
  wordsOnly([label, ...flattenElements(elements).map((element) => element.label)]);

/** Words from this length on join the vocabulary that mistyped and partial query words are looked up in. */
const VOCABULARY_MIN = 3;
const VOCABULARY_MAX = 40;

/** The distinct words of a search text, lower case, that mistyped or partial query words may stand for. */
export function searchVocabulary(text: string): string[] {
  const words = new Set<string>();
  for (const word of text.toLowerCase().split(' ')) {
    if (word.length >= VOCABULARY_MIN && word.length <= VOCABULARY_MAX) words.add(word);
  }
  return [...words];
}

/**
 * What of a schema decides its files' words for search and their table values: which elements there are,
 * where, of which type, and the labels of options and the fields of columns. When it changes, the files'
 * words and values are written anew.
 */
export function searchShape(elements: SchemaElement[]): string {
  return JSON.stringify(
    flattenElements(elements).map((element) => [
      element.elementId,
      element.componentId,
      element.parentId,
      element.props.options?.options?.map((option) => [option.id, option.label]) ?? null,
      element.props.columns?.columns?.map((column) => column.field) ?? null,
    ]),
  );
}
