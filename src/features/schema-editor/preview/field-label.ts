import type { SchemaElement } from '../../../../domain/schema/types';

/** The caption an editor sees above the element's field. */
export const fieldLabel = (element: SchemaElement) => element.props.content?.label || element.label;

/** A stored default value as the text a field shows. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
