import { ruleSetIssues } from '../rules/field-rules';
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
  | 'format'
  | 'rules';

/** Letters, digits, `_` and `-`, 1 to 64 characters. */
export const elementIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

// Rules come last: a Table's required columns and a Select's options are chosen in the steps before.
const STEPS_AFTER_BASIC: Record<ComponentId, StepId[]> = {
  Input: ['label', 'input', 'prefix', 'suffix', 'rules'],
  Select: ['label', 'options', 'rules'],
  Group: ['label'],
  Table: ['label', 'table', 'rules'],
  Relationship: ['relationship', 'rules'],
  Image: ['label', 'image', 'rules'],
  WYSIWYG: ['format', 'rules'],
};

/** The element editor's steps for a component type, basic information first. */
export function stepsFor(componentId: ComponentId): StepId[] {
  return ['basic', ...STEPS_AFTER_BASIC[componentId]];
}

const filled = (text: string | undefined) => (text ?? '').trim() !== '';
const nonEmpty = (list: unknown[] | undefined) => (list ?? []).length > 0;

/** What a step can still lack before Next/Done may be pressed, named after the form field that supplies it. */
export type MissingField =
  | 'label'
  | 'elementId'
  | 'contentLabel'
  | 'columns'
  | 'rows'
  | 'options'
  | 'relatedSchemaIds'
  | 'accept'
  /** A rule set that cannot stand (`ruleSetIssues`). */
  | 'rules';

/** What the step still lacks, in the order its fields come; empty when Next/Done may be pressed. */
export function missingInStep(step: StepId, element: SchemaElement): MissingField[] {
  const { props } = element;
  const missing = (checks: [MissingField, boolean][]) =>
    checks.filter(([, ok]) => !ok).map(([field]) => field);
  switch (step) {
    case 'basic':
      return missing([
        ['label', filled(element.label)],
        ['elementId', elementIdPattern.test(element.elementId)],
      ]);
    case 'label':
      return missing([['contentLabel', filled(props.content?.label)]]);
    case 'table':
      // The spec asks for a row; without a column there is nothing a row could hold.
      return missing([
        ['columns', nonEmpty(props.columns?.columns)],
        ['rows', (props.general?.rows ?? 0) >= 1],
      ]);
    case 'options':
      return missing([['options', nonEmpty(props.options?.options)]]);
    case 'relationship':
      return missing([['relatedSchemaIds', nonEmpty(props._props?._content?._schema)]]);
    case 'image':
      return missing([['accept', nonEmpty(props.behavior?.accept)]]);
    case 'rules': {
      const columns = (props.columns?.columns ?? []).map((column) => column.field);
      return missing([['rules', ruleSetIssues(element.componentId, props.rules, columns).length === 0]]);
    }
    case 'input':
    case 'prefix':
    case 'suffix':
    case 'format':
      return [];
  }
}

/** Whether Next/Done may be pressed on this step. */
export function isStepComplete(step: StepId, element: SchemaElement): boolean {
  return missingInStep(step, element).length === 0;
}
