import type { FileDataEntry } from '../file/types';
import { flattenElements } from '../schema/element-ops';
import type { SchemaElement } from '../schema/types';
import { applyKeyedDiff, type KeyedDiff, keyedDiff } from './keyed-diff';

/** The objects that keep revisions. */
export type RevisionKind = 'FILE' | 'SCHEMA' | 'DIRECTORY';

/** A related file as a file's revision keeps it: which file, through which element; in their order. */
export interface RelatedState {
  fileId: string;
  elementId: string | null;
}

/** A file as a revision rebuilds it. */
export interface FileState {
  label: string;
  data: FileDataEntry[];
  related: RelatedState[];
}

/** A schema element without its children (they are elements of the list themselves). */
export type FlatElement = Omit<SchemaElement, 'children'>;

/** A schema as a revision rebuilds it: its elements flat, depth-first. */
export interface SchemaState {
  label: string;
  elements: FlatElement[];
}

/** What one write changed in a file. Labels and related files go whole, data entries by element. */
export interface FileChange {
  label?: [before: string, after: string];
  data?: KeyedDiff<FileDataEntry>;
  related?: [before: RelatedState[], after: RelatedState[]];
}

export interface SchemaChange {
  label?: [before: string, after: string];
  elements?: KeyedDiff<FlatElement>;
}

const entryKey = (entry: FileDataEntry) => entry.elementId;
const elementKey = (element: FlatElement) => element.elementId;
const relatedKey = (related: RelatedState[]) =>
  related.map((item) => `${item.fileId}\u0000${item.elementId ?? ''}`).join('\u0001');

export function fileChange(before: FileState, after: FileState): FileChange {
  const change: FileChange = {};
  if (before.label !== after.label) change.label = [before.label, after.label];
  const data = keyedDiff(before.data, after.data, entryKey);
  if (data) change.data = data;
  if (relatedKey(before.related) !== relatedKey(after.related))
    change.related = [before.related, after.related];
  return change;
}

export function applyFileChange(state: FileState, change: FileChange): FileState {
  return {
    label: change.label ? change.label[1] : state.label,
    data: change.data ? applyKeyedDiff(state.data, change.data, entryKey) : state.data,
    related: change.related ? change.related[1] : state.related,
  };
}

/** A schema's elements as its revisions keep them. */
export const schemaState = (label: string, elements: SchemaElement[]): SchemaState => ({
  label,
  elements: flattenElements(elements).map(({ children: _children, ...element }) => element),
});

/** The nested elements of a schema revision, siblings by position. */
export function nestedElements(elements: FlatElement[]): SchemaElement[] {
  const ids = new Set(elements.map((element) => element.elementId));
  const childrenOf = new Map<string, SchemaElement[]>();
  const top: SchemaElement[] = [];
  const nested = elements.map((element) => ({ ...element, children: [] as SchemaElement[] }));
  for (const element of nested) {
    const parent = ids.has(element.parentId) ? element.parentId : null;
    if (parent === null) top.push(element);
    else childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), element]);
  }
  const bySiblingPosition = (list: SchemaElement[]) => list.sort((a, b) => a.position - b.position);
  for (const element of nested) element.children = bySiblingPosition(childrenOf.get(element.elementId) ?? []);
  return bySiblingPosition(top);
}

export function schemaChange(before: SchemaState, after: SchemaState): SchemaChange {
  const change: SchemaChange = {};
  if (before.label !== after.label) change.label = [before.label, after.label];
  const elements = keyedDiff(before.elements, after.elements, elementKey);
  if (elements) change.elements = elements;
  return change;
}

export function applySchemaChange(state: SchemaState, change: SchemaChange): SchemaState {
  return {
    label: change.label ? change.label[1] : state.label,
    elements: change.elements ? applyKeyedDiff(state.elements, change.elements, elementKey) : state.elements,
  };
}
