import type { StepId } from '../../../../domain/schema/element-steps';
import type { ElementFormValues } from '../element-form-values';

/** The form fields each step edits, validated before leaving it. */
export const STEP_FIELDS: Record<StepId, (keyof ElementFormValues)[]> = {
  basic: ['label', 'elementId', 'componentId'],
  label: ['contentLabel'],
  input: ['contentLabel', 'shadowText', 'hint', 'defaultValue', 'disabled', 'editsLabel', 'labelPosition'],
  prefix: ['prefixType', 'prefix', 'prefixOptions'],
  suffix: ['suffixType', 'suffix', 'suffixOptions'],
  options: ['options', 'defaultValue'],
  table: ['columns', 'rows'],
  relationship: ['relatedSchemaIds'],
  image: ['accept'],
  format: ['toolbar'],
  rules: ['rules'],
};
