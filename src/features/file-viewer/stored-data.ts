import { parseFileData } from '../../../domain/file/file-input';
import type { FileDataEntry } from '../../../domain/file/types';
import { parseSchemaElements } from '../../../domain/schema/schema-input';
import type { SchemaElement } from '../../../domain/schema/types';

/** The file's data as the server sent it; data it could not have stored reads as none. */
export function storedData(data: unknown): FileDataEntry[] {
  try {
    return parseFileData(data, 'data');
  } catch (error) {
    console.error('The file data could not be read', error);
    return [];
  }
}

// By the schema answer's elements: a file opened after another of its schema needs no second reading.
const readElements = new WeakMap<object, SchemaElement[]>();

/** The schema's element tree; a tree that breaks the schema rules shows no fields. */
export function schemaElements(elements: unknown): SchemaElement[] {
  if (typeof elements !== 'object' || elements === null) return readSchemaElements(elements);
  let read = readElements.get(elements);
  if (!read) {
    read = readSchemaElements(elements);
    readElements.set(elements, read);
  }
  return read;
}

function readSchemaElements(elements: unknown): SchemaElement[] {
  try {
    return parseSchemaElements(elements);
  } catch (error) {
    console.error('The schema elements could not be read', error);
    return [];
  }
}
