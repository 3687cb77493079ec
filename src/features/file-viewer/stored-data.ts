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

/** The schema's element tree; a tree that breaks the schema rules shows no fields. */
export function schemaElements(elements: unknown): SchemaElement[] {
  try {
    return parseSchemaElements(elements);
  } catch (error) {
    console.error('The schema elements could not be read', error);
    return [];
  }
}
