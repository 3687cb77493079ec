import type { FileDataEntry } from '../../../../domain/file/types';
import type { SchemaElement } from '../../../../domain/schema/types';

export interface FieldProps {
  element: SchemaElement;
  /** The element's stored entry, when it has one whose value the field can show. */
  entry: FileDataEntry | undefined;
}
