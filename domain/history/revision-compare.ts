import { entryText } from '../file/entry-text';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../file/types';
import { flattenElements } from '../schema/element-ops';
import { jsonEqual } from '../schema/json-equal';
import type { SchemaElement } from '../schema/types';
import type { FileState, FlatElement, SchemaState } from './revision-state';
import { LABEL_KEY, RELATED_KEY, relatedText } from './revision-summary';

/** One field of a file or schema as a revision has it beside the object now (see the API's `FieldComparison`). */
export interface FieldComparison {
  key: string;
  label: string | null;
  componentId: string | null;
  changed: boolean;
  revision: string;
  current: string;
  revisionValue: unknown;
  currentValue: unknown;
  orphaned: boolean;
}

const labelRow = (revision: string, current: string | null): FieldComparison => ({
  key: LABEL_KEY,
  label: null,
  componentId: null,
  changed: current !== null && revision !== current,
  revision,
  current: current ?? '',
  revisionValue: revision,
  currentValue: current,
  orphaned: false,
});

/**
 * A file's revision beside the file now (null: deleted), field by field: its label, every element of the
 * schema (`elements`) that holds a value, in order, then values of elements the schema no longer has, then
 * its related files.
 */
export function compareFileStates(
  elements: SchemaElement[],
  revision: FileState,
  current: FileState | null,
  relatedLabel: (fileId: string) => string,
): FieldComparison[] {
  const inRevision = new Map(revision.data.map((entry) => [entry.elementId, entry]));
  const inCurrent = new Map((current?.data ?? []).map((entry) => [entry.elementId, entry]));
  const valued = flattenElements(elements).filter((element) => element.componentId !== 'Group');
  const known = new Set(valued.map((element) => element.elementId));
  const row = (key: string, element: SchemaElement | undefined): FieldComparison => {
    const before = inRevision.get(key);
    const now = inCurrent.get(key);
    return {
      key,
      label: element?.label ?? null,
      componentId: element?.componentId ?? null,
      changed: current !== null && !jsonEqual(before ?? null, now ?? null),
      revision: entryText(element, before),
      current: entryText(element, now),
      revisionValue: before?.[MODEL_VALUE_KEY] ?? null,
      currentValue: now?.[MODEL_VALUE_KEY] ?? null,
      orphaned: element === undefined,
    };
  };
  const orphans = [...new Set([...inRevision.keys(), ...inCurrent.keys()])].filter((key) => !known.has(key));
  const related = current?.related ?? null;
  return [
    labelRow(revision.label, current?.label ?? null),
    ...valued.map((element) => row(element.elementId, element)),
    ...orphans.map((key) => row(key, undefined)),
    {
      key: RELATED_KEY,
      label: null,
      componentId: null,
      changed: related !== null && !jsonEqual(revision.related, related),
      revision: relatedText(revision.related, relatedLabel),
      current: related ? relatedText(related, relatedLabel) : '',
      revisionValue: revision.related,
      currentValue: related,
      orphaned: false,
    },
  ];
}

const elementText = (element: FlatElement | undefined) =>
  element ? `${element.label} (${element.componentId})` : '';

/** A schema's revision beside the schema now, element by element: the schema's order, then elements since removed. */
export function compareSchemaStates(revision: SchemaState, current: SchemaState | null): FieldComparison[] {
  const inRevision = new Map(revision.elements.map((element) => [element.elementId, element]));
  const inCurrent = new Map((current?.elements ?? []).map((element) => [element.elementId, element]));
  const keys = [...new Set([...inCurrent.keys(), ...inRevision.keys()])];
  return [
    labelRow(revision.label, current?.label ?? null),
    ...keys.map((key) => {
      const before = inRevision.get(key);
      const now = inCurrent.get(key);
      return {
        key,
        label: (now ?? before)?.label ?? null,
        componentId: (now ?? before)?.componentId ?? null,
        changed: current !== null && !jsonEqual(before ?? null, now ?? null),
        revision: elementText(before),
        current: elementText(now),
        revisionValue: before ?? null,
        currentValue: now ?? null,
        orphaned: false,
      };
    }),
  ];
}

/** Keys a restore may name that are fields of no element. */
const FILE_FIELDS = new Set([LABEL_KEY, RELATED_KEY]);

/** What restoring a file's revision leaves, or the keys it cannot restore. */
export type FileRestore =
  | { ok: true; state: FileState; orphaned: string[] }
  | { ok: false; unknown: string[] };

/**
 * The file after restoring `fields` of its revision (all without): the label, the related files, each
 * element's value as the revision had it (taken out where the revision had none). Values of elements not
 * in the schema (`schemaElementIds`) stay as orphaned values and are named.
 */
export function restoreFileFields(
  revision: FileState,
  current: FileState,
  fields: string[] | null,
  schemaElementIds: ReadonlySet<string>,
): FileRestore {
  const inRevision = new Map(revision.data.map((entry) => [entry.elementId, entry]));
  const inCurrent = new Set(current.data.map((entry) => entry.elementId));
  const keys = fields ?? [LABEL_KEY, RELATED_KEY, ...new Set([...inRevision.keys(), ...inCurrent])];
  const unknown = keys.filter(
    (key) =>
      !FILE_FIELDS.has(key) && !inRevision.has(key) && !inCurrent.has(key) && !schemaElementIds.has(key),
  );
  if (unknown.length > 0) return { ok: false, unknown };
  const restored = new Set(keys);
  const data: FileDataEntry[] = [];
  for (const entry of current.data) {
    if (!restored.has(entry.elementId)) data.push(entry);
    else {
      const was = inRevision.get(entry.elementId);
      if (was) data.push(was);
    }
  }
  for (const entry of revision.data) {
    if (restored.has(entry.elementId) && !inCurrent.has(entry.elementId)) data.push(entry);
  }
  return {
    ok: true,
    state: {
      label: restored.has(LABEL_KEY) ? revision.label : current.label,
      data,
      related: restored.has(RELATED_KEY) ? revision.related : current.related,
    },
    orphaned: keys.filter((key) => inRevision.has(key) && !schemaElementIds.has(key)),
  };
}

export type SchemaRestore = { ok: true; state: SchemaState } | { ok: false; unknown: string[] };

/**
 * The schema after restoring `fields` of its revision (all without): its label, and each element as the
 * revision had it (with what it held, taken out where the revision had none).
 */
export function restoreSchemaFields(
  revision: SchemaState,
  current: SchemaState,
  fields: string[] | null,
): SchemaRestore {
  if (fields === null) return { ok: true, state: revision };
  const inRevision = new Map(revision.elements.map((element) => [element.elementId, element]));
  const inCurrent = new Set(current.elements.map((element) => element.elementId));
  const unknown = fields.filter((key) => key !== LABEL_KEY && !inRevision.has(key) && !inCurrent.has(key));
  if (unknown.length > 0) return { ok: false, unknown };
  const restored = new Set(fields);
  const gone = new Set<string>();
  for (const element of current.elements) {
    const removed = restored.has(element.elementId) && !inRevision.has(element.elementId);
    if (removed || gone.has(element.parentId)) gone.add(element.elementId);
  }
  const elements = current.elements
    .filter((element) => !gone.has(element.elementId))
    .map((element) =>
      restored.has(element.elementId) ? (inRevision.get(element.elementId) ?? element) : element,
    );
  for (const element of revision.elements) {
    if (restored.has(element.elementId) && !inCurrent.has(element.elementId)) elements.push(element);
  }
  return {
    ok: true,
    state: {
      label: restored.has(LABEL_KEY) ? revision.label : current.label,
      elements: renumbered(elements, restored),
    },
  };
}

/**
 * Positions 0..n-1 among siblings again, in the order the positions give; a restored element goes before
 * another at the same position (it takes its place back).
 */
function renumbered(elements: FlatElement[], restored: ReadonlySet<string>): FlatElement[] {
  const siblings = new Map<string, FlatElement[]>();
  for (const element of elements)
    siblings.set(element.parentId, [...(siblings.get(element.parentId) ?? []), element]);
  const positions = new Map<string, number>();
  for (const group of siblings.values()) {
    const order = [...group].sort(
      (a, b) =>
        a.position - b.position || Number(restored.has(b.elementId)) - Number(restored.has(a.elementId)),
    );
    for (const [index, element] of order.entries()) positions.set(element.elementId, index);
  }
  return elements.map((element) => {
    const position = positions.get(element.elementId) as number;
    return element.position === position ? element : { ...element, position };
  });
}
