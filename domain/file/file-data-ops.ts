import { flattenElements } from '../schema/element-ops';
import type { SchemaElement } from '../schema/types';
import { type FileDataEntry, MODEL_VALUE_KEY, PREFIX_KEY, SUFFIX_KEY } from './types';

function mergeEntry(entry: FileDataEntry, update: FileDataEntry): FileDataEntry {
  const merged: FileDataEntry = { ...entry, [MODEL_VALUE_KEY]: update[MODEL_VALUE_KEY] };
  if (update[PREFIX_KEY] !== undefined) merged[PREFIX_KEY] = update[PREFIX_KEY];
  if (update[SUFFIX_KEY] !== undefined) merged[SUFFIX_KEY] = update[SUFFIX_KEY];
  return merged;
}

/**
 * Per update: replaces the model value (and prefix/suffix when given) of the entry for that element, or
 * appends the update when the file has no entry for it yet.
 */
export function mergeFileData(existing: FileDataEntry[], updates: FileDataEntry[]): FileDataEntry[] {
  const merged = [...existing];
  const indexOf = new Map<string, number>();
  merged.forEach((entry, index) => {
    if (!indexOf.has(entry.elementId)) indexOf.set(entry.elementId, index);
  });
  for (const update of updates) {
    const index = indexOf.get(update.elementId);
    const entry = index === undefined ? undefined : merged[index];
    if (index !== undefined && entry) {
      merged[index] = mergeEntry(entry, update);
    } else {
      indexOf.set(update.elementId, merged.length);
      merged.push({ ...update });
    }
  }
  return merged;
}

/** Data that no longer fits the schema: its element is gone (at any depth) or is now a Group. */
export function entriesOutsideSchema(data: FileDataEntry[], elements: SchemaElement[]): FileDataEntry[] {
  const componentOf = new Map(
    flattenElements(elements).map((element) => [element.elementId, element.componentId]),
  );
  return data.filter((entry) => {
    const componentId = componentOf.get(entry.elementId);
    return componentId === undefined || componentId === 'Group';
  });
}

export function modelValueOf(data: FileDataEntry[], elementId: string): unknown {
  return data.find((entry) => entry.elementId === elementId)?.[MODEL_VALUE_KEY];
}

function labelText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * The file label composed from the Inputs flagged `editsLabel`, in `labelPosition` order (unpositioned
 * ones last); an Input without data contributes its default value. Null when no Input edits the label.
 */
export function composeLabel(elements: SchemaElement[], data: FileDataEntry[]): string | null {
  const labelInputs = flattenElements(elements)
    .filter((element) => element.componentId === 'Input')
    .filter((element) => element.props._behavior?.labelDependency?.editsLabel === true);
  if (labelInputs.length === 0) return null;
  const rank = (element: SchemaElement) =>
    element.props._behavior?.labelDependency?.labelPosition ?? Number.POSITIVE_INFINITY;
  return labelInputs
    .map((element, order) => ({ element, order }))
    .sort((a, b) => rank(a.element) - rank(b.element) || a.order - b.order)
    .map(({ element }) => {
      const stored = data.find((entry) => entry.elementId === element.elementId);
      return labelText(stored ? stored[MODEL_VALUE_KEY] : element.props.model?.modelValue);
    })
    .filter((part) => part !== '')
    .join(' ');
}
