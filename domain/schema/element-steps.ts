import type { ComponentId, SchemaElement } from './types';

export type StepId =
  | 'basic'
  | 'label'
  | 'input'
  | 'prefix'
  | 'suffix'
  | 'options'
  | 'table'
  | 'relationship'
  | 'image'
  | 'format';

/** Letters, digits, `_` and `-`, 1 to 64 characters. */
export const elementIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

const STEPS_AFTER_BASIC: Record<ComponentId, StepId[]> = {
  Input: ['label', 'input', 'prefix', 'suffix'],
  Select: ['label', 'options'],
  Group: ['label'],
  Table: ['label', 'table'],
  Relationship: ['relationship'],
  Image: ['label', 'image'],
  WYSIWYG: ['format'],
};

/** The element editor's steps for a component type, basic information first. */
export function stepsFor(componentId: ComponentId): StepId[] {
  return ['basic', ...STEPS_AFTER_BASIC[componentId]];
}

const filled = (text: string | undefined) => (text ?? '').trim() !== '';
const nonEmpty = (list: unknown[] | undefined) => (list ?? []).length > 0;

/** Whether Next/Done may be pressed on this step. */
export function isStepComplete(step: StepId, element: SchemaElement): boolean {
  const { props } = element;
  switch (step) {
    case 'basic':
      return filled(element.label) && elementIdPattern.test(element.elementId);
    case 'label':
      return filled(props.content?.label);
    case 'table':
      // The spec asks for a row; without a column there is nothing a row could hold.
      return nonEmpty(props.columns?.columns) && (props.general?.rows ?? 0) >= 1;
    case 'options':
      return nonEmpty(props.options?.options);
    case 'relationship':
      return nonEmpty(props._props?._content?._schema);
    case 'image':
      return nonEmpty(props.behavior?.accept);
    case 'input':
    case 'prefix':
    case 'suffix':
    case 'format':
      return true;
  }
}
