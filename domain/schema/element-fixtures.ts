import type { ComponentId, SchemaElement } from './types';

/** Test element at the top level, position 0, with an empty configuration. */
export function element(
  elementId: string,
  componentId: ComponentId = 'Input',
  overrides: Partial<SchemaElement> = {},
): SchemaElement {
  return {
    elementId,
    componentId,
    label: elementId,
    parentId: '0',
    position: 0,
    props: {},
    children: [],
    ...overrides,
  };
}

/** A Group whose children get parentId and positions 0..n-1 from the list. */
export function group(elementId: string, children: SchemaElement[], overrides: Partial<SchemaElement> = {}) {
  return element(elementId, 'Group', {
    children: children.map((child, position) => ({ ...child, parentId: elementId, position })),
    ...overrides,
  });
}

/** Top-level elements with positions 0..n-1 from the list. */
export const topLevel = (elements: SchemaElement[]) => elements.map((e, position) => ({ ...e, position }));
