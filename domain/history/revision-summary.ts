import { entryText } from '../file/entry-text';
import type { FileDataEntry } from '../file/types';
import { flattenElements } from '../schema/element-ops';
import type { SchemaElement } from '../schema/types';
import type { FileChange, FlatElement, RelatedState, SchemaChange } from './revision-state';

/** The key of a file's label and of its related files among the keys of its fields. */
export const LABEL_KEY = 'label';
export const RELATED_KEY = 'relatedFiles';

/** How a field or element changed. */
export type FieldChangeKind = 'ADDED' | 'REMOVED' | 'CHANGED' | 'MOVED';

/**
 * One field of a change in words: `key` an element id, `LABEL_KEY` or `RELATED_KEY`; `label` the element's
 * label (null for the file's label and related files, and for an element the schema no longer has).
 */
export interface FieldChange {
  key: string;
  label: string | null;
  kind: FieldChangeKind;
  before: string;
  after: string;
}

const byElementId = (elements: SchemaElement[]) =>
  new Map(flattenElements(elements).map((element) => [element.elementId, element]));

/** Related files by their labels, in their order. */
export const relatedText = (related: RelatedState[], labelOf: (fileId: string) => string) =>
  related.map((item) => labelOf(item.fileId)).join(', ');

/** A file's change field by field, values in words (`entryText`), in the order of the schema's elements. */
export function describeFileChange(
  elements: SchemaElement[],
  change: FileChange,
  relatedLabel: (fileId: string) => string,
): FieldChange[] {
  const fields: FieldChange[] = [];
  if (change.label) {
    fields.push({
      key: LABEL_KEY,
      label: null,
      kind: 'CHANGED',
      before: change.label[0],
      after: change.label[1],
    });
  }
  const known = byElementId(elements);
  const was = new Map((change.data?.was ?? []).map((entry) => [entry.elementId, entry]));
  const field = (
    entry: FileDataEntry,
    kind: FieldChangeKind,
    before?: FileDataEntry,
    after?: FileDataEntry,
  ) => {
    const element = known.get(entry.elementId);
    return {
      key: entry.elementId,
      label: element?.label ?? null,
      kind,
      before: entryText(element, before),
      after: entryText(element, after),
    };
  };
  const data = [
    ...(change.data?.set ?? []).map((entry) => {
      const previous = was.get(entry.elementId);
      return field(entry, previous ? 'CHANGED' : 'ADDED', previous, entry);
    }),
    ...(change.data?.removed ?? []).map((entry) => field(entry, 'REMOVED', entry, undefined)),
  ].filter((item) => item.before !== item.after);
  const order = [...known.keys()];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  fields.push(...data.sort((a, b) => rank(a.key) - rank(b.key)));
  if (change.related) {
    fields.push({
      key: RELATED_KEY,
      label: null,
      kind: 'CHANGED',
      before: relatedText(change.related[0], relatedLabel),
      after: relatedText(change.related[1], relatedLabel),
    });
  }
  return fields;
}

const samePlace = (a: FlatElement, b: FlatElement) => a.parentId === b.parentId && a.position === b.position;
const withoutPlace = ({ parentId: _parent, position: _position, ...rest }: FlatElement) =>
  JSON.stringify(rest);

/** A schema's change element by element: added, removed, changed (label or settings) or moved. */
export function describeSchemaChange(change: SchemaChange): FieldChange[] {
  const fields: FieldChange[] = [];
  if (change.label) {
    fields.push({
      key: LABEL_KEY,
      label: null,
      kind: 'CHANGED',
      before: change.label[0],
      after: change.label[1],
    });
  }
  const was = new Map((change.elements?.was ?? []).map((element) => [element.elementId, element]));
  for (const element of change.elements?.set ?? []) {
    const previous = was.get(element.elementId);
    const common = { key: element.elementId, label: element.label };
    if (!previous) fields.push({ ...common, kind: 'ADDED', before: '', after: element.label });
    else if (!samePlace(previous, element) && withoutPlace(previous) === withoutPlace(element)) {
      fields.push({
        ...common,
        kind: 'MOVED',
        before: String(previous.position + 1),
        after: String(element.position + 1),
      });
    } else fields.push({ ...common, kind: 'CHANGED', before: previous.label, after: element.label });
  }
  for (const element of change.elements?.removed ?? []) {
    fields.push({
      key: element.elementId,
      label: element.label,
      kind: 'REMOVED',
      before: element.label,
      after: '',
    });
  }
  return fields;
}
