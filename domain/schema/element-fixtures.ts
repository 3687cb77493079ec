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

/** A top-level element as a schema is sent to the API: id, component, label, position and props. */
export const schemaElement = (
  elementId: string,
  componentId: string,
  label: string,
  position: number,
  props: object = {},
) => ({ elementId, componentId, label, parentId: '0', position, props, children: [] });
