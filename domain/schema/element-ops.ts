import { jsonEqual } from './json-equal';
import type { SchemaElement } from './types';

/** The parentId of a top-level element. */
export const TOP_LEVEL_PARENT_ID = '0';

export type ElementEditError =
  | 'parent-not-found'
  | 'parent-not-group'
  | 'duplicate-element-id'
  | 'element-not-found'
  | 'has-children';

export type ElementEditResult =
  | { ok: true; elements: SchemaElement[] }
  | { ok: false; error: ElementEditError };

function refuse(error: ElementEditError, message: string): ElementEditResult {
  console.error(message);
  return { ok: false, error };
}

export const isTopLevelParentId = (
  parentId: string | null | undefined,
): parentId is null | undefined | '' | '0' =>
  parentId === null || parentId === undefined || parentId === '' || parentId === TOP_LEVEL_PARENT_ID;

export function sortByPosition(elements: SchemaElement[]): SchemaElement[] {
  return [...elements].sort((a, b) => a.position - b.position);
}

/** Highest sibling position + 1, or 0 without siblings. */
export function nextPosition(siblings: SchemaElement[]): number {
  return siblings.reduce((highest, element) => Math.max(highest, element.position), -1) + 1;
}

/** Every element at every depth, depth-first, siblings by position. */
export function flattenElements(elements: SchemaElement[]): SchemaElement[] {
  return sortByPosition(elements).flatMap((element) => [element, ...flattenElements(element.children)]);
}

export function allElementIds(elements: SchemaElement[]): string[] {
  return flattenElements(elements).map((element) => element.elementId);
}

export function findElement(elements: SchemaElement[], elementId: string): SchemaElement | null {
  return flattenElements(elements).find((element) => element.elementId === elementId) ?? null;
}

export const countChildren = (element: SchemaElement) => element.children.length;

/** Saved when the local copy equals the remote copy. */
export function elementsEqual(a: SchemaElement[], b: SchemaElement[]): boolean {
  return jsonEqual(a, b);
}

interface Place {
  /** Null at top level. */
  parentElementId: string | null;
  siblings: SchemaElement[];
}

function placeOf(
  elements: SchemaElement[],
  elementId: string,
  parentElementId: string | null = null,
): Place | null {
  if (elements.some((element) => element.elementId === elementId))
    return { parentElementId, siblings: elements };
  for (const element of elements) {
    const place = placeOf(element.children, elementId, element.elementId);
    if (place) return place;
  }
  return null;
}

/** Rewrites the children of a Group, or the top level when `parentElementId` is null. */
function updateSiblings(
  elements: SchemaElement[],
  parentElementId: string | null,
  update: (siblings: SchemaElement[]) => SchemaElement[],
): SchemaElement[] {
  if (parentElementId === null) return update(elements);
  return mapElement(elements, parentElementId, (parent) => ({
    ...parent,
    children: update(parent.children),
  }));
}

function mapElement(
  elements: SchemaElement[],
  elementId: string,
  update: (element: SchemaElement) => SchemaElement,
): SchemaElement[] {
  return elements.map((element) => {
    if (element.elementId === elementId) return update(element);
    const children = mapElement(element.children, elementId, update);
    return children.every((child, index) => child === element.children[index])
      ? element
      : { ...element, children };
  });
}

/** Positions 0..n-1 in position order; the list keeps its order. */
function compactPositions(siblings: SchemaElement[]): SchemaElement[] {
  const rank = new Map(sortByPosition(siblings).map((element, index) => [element, index]));
  return siblings.map((element) => {
    const position = rank.get(element) ?? element.position;
    return position === element.position ? element : { ...element, position };
  });
}

/** Adds at the top level or into a Group, at the next position among its new siblings. */
export function addElement(
  elements: SchemaElement[],
  element: SchemaElement,
  parentElementId?: string | null,
): ElementEditResult {
  const existing = new Set(allElementIds(elements));
  const added = allElementIds([element]);
  if (added.some((id) => existing.has(id)) || new Set(added).size !== added.length) {
    return refuse('duplicate-element-id', `Element id ${element.elementId} already exists in the schema.`);
  }
  if (isTopLevelParentId(parentElementId)) {
    return {
      ok: true,
      elements: [
        ...elements,
        { ...element, parentId: TOP_LEVEL_PARENT_ID, position: nextPosition(elements) },
      ],
    };
  }
  const parent = findElement(elements, parentElementId);
  if (!parent) return refuse('parent-not-found', `Parent element ${parentElementId} not found.`);
  if (parent.componentId !== 'Group') {
    return refuse(
      'parent-not-group',
      `Parent element ${parentElementId} is a ${parent.componentId}, not a Group.`,
    );
  }
  return {
    ok: true,
    elements: updateSiblings(elements, parent.elementId, (siblings) => [
      ...siblings,
      { ...element, parentId: parent.elementId, position: nextPosition(siblings) },
    ]),
  };
}

/** Replaces the element with the same elementId, wherever it sits. */
export function replaceElement(elements: SchemaElement[], element: SchemaElement): SchemaElement[] {
  if (!findElement(elements, element.elementId)) {
    console.error(`Element ${element.elementId} not found; nothing replaced.`);
    return elements;
  }
  return mapElement(elements, element.elementId, () => element);
}

function removeFrom(elements: SchemaElement[], place: Place, elementId: string): ElementEditResult {
  const element = place.siblings.find((sibling) => sibling.elementId === elementId);
  if (!element) return refuse('element-not-found', `Element ${elementId} not found.`);
  if (element.children.length > 0) {
    return refuse('has-children', `Element ${elementId} has children and cannot be deleted.`);
  }
  return {
    ok: true,
    elements: updateSiblings(elements, place.parentElementId, (siblings) =>
      compactPositions(siblings.filter((sibling) => sibling.elementId !== elementId)),
    ),
  };
}

/** Deletes an element at any depth; refused while it has children. Its siblings close the gap. */
export function deleteElement(elements: SchemaElement[], elementId: string): ElementEditResult {
  const place = placeOf(elements, elementId);
  if (!place) return refuse('element-not-found', `Element ${elementId} not found.`);
  return removeFrom(elements, place, elementId);
}

/** Deletes a child of the given parent (top level for '0' or ''); refused while it has children. */
export function deleteChild(
  elements: SchemaElement[],
  parentElementId: string,
  childElementId: string,
): ElementEditResult {
  if (isTopLevelParentId(parentElementId)) {
    return removeFrom(elements, { parentElementId: null, siblings: elements }, childElementId);
  }
  const parent = findElement(elements, parentElementId);
  if (!parent) return refuse('parent-not-found', `Parent element ${parentElementId} not found.`);
  return removeFrom(elements, { parentElementId, siblings: parent.children }, childElementId);
}

function neighbourIndex(place: Place, elementId: string, direction: 'up' | 'down') {
  const sorted = sortByPosition(place.siblings);
  const index = sorted.findIndex((element) => element.elementId === elementId);
  const neighbour = direction === 'up' ? index - 1 : index + 1;
  return { sorted, index, neighbour, exists: index !== -1 && neighbour >= 0 && neighbour < sorted.length };
}

export function canMoveUp(elements: SchemaElement[], elementId: string): boolean {
  const place = placeOf(elements, elementId);
  return place !== null && neighbourIndex(place, elementId, 'up').exists;
}

export function canMoveDown(elements: SchemaElement[], elementId: string): boolean {
  const place = placeOf(elements, elementId);
  return place !== null && neighbourIndex(place, elementId, 'down').exists;
}

/** Swaps positions with the neighbour; the first cannot go up, the last cannot go down. */
export function moveElement(
  elements: SchemaElement[],
  elementId: string,
  direction: 'up' | 'down',
): SchemaElement[] {
  const place = placeOf(elements, elementId);
  if (!place || !neighbourIndex(place, elementId, direction).exists) return elements;
  return updateSiblings(elements, place.parentElementId, (siblings) => {
    // Equal positions cannot be swapped meaningfully, so shared positions are spread out first.
    const distinct =
      new Set(siblings.map((sibling) => sibling.position)).size === siblings.length
        ? siblings
        : compactPositions(siblings);
    const { sorted, index, neighbour } = neighbourIndex(
      { ...place, siblings: distinct },
      elementId,
      direction,
    );
    const moving = sorted[index];
    const other = sorted[neighbour];
    if (!moving || !other) return siblings;
    return distinct.map((sibling) => {
      if (sibling === moving) return { ...sibling, position: other.position };
      if (sibling === other) return { ...sibling, position: moving.position };
      return sibling;
    });
  });
}
