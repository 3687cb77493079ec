import { entriesOutsideSchema } from '../../../domain/file/file-data-ops';
import { richTextState } from '../../../domain/file/rich-text';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../../../domain/file/types';
import { flattenElements } from '../../../domain/schema/element-ops';
import type { ComponentId, SchemaElement } from '../../../domain/schema/types';

const isEmpty = (value: unknown) => value === null || value === undefined;
const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);
const isRow = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

const FITS: Record<ComponentId, (value: unknown) => boolean> = {
  Input: isScalar,
  // A list of option ids is the value of a Select that takes several (`rules.multiple`).
  Select: (value) =>
    typeof value === 'string' ||
    typeof value === 'number' ||
    (Array.isArray(value) && value.every((id) => typeof id === 'string')),
  Table: (value) => Array.isArray(value) && value.every(isRow),
  Image: (value) => typeof value === 'string',
  WYSIWYG: (value) => richTextState(value) !== null,
  // Neither keeps a value of its own: related files and children hold the data.
  Relationship: () => false,
  Group: () => false,
};

/** Whether a stored value has the shape the element's field shows and edits; an empty value always fits. */
export function valueFits(componentId: ComponentId, value: unknown): boolean {
  return isEmpty(value) || FITS[componentId](value);
}

/**
 * Data the form cannot show: its element is gone or became a Group (the domain's rule), or the element's
 * type changed so that the value no longer has the shape the field edits.
 */
export function dataOutsideForm(data: FileDataEntry[], elements: SchemaElement[]): FileDataEntry[] {
  const outside = new Set(entriesOutsideSchema(data, elements));
  const componentOf = new Map(
    flattenElements(elements).map((element) => [element.elementId, element.componentId]),
  );
  return data.filter((entry) => {
    if (outside.has(entry)) return true;
    const componentId = componentOf.get(entry.elementId);
    return componentId !== undefined && !valueFits(componentId, entry[MODEL_VALUE_KEY]);
  });
}
