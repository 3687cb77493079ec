import { z } from 'zod';
import { INPUT_TYPES } from '../../../domain/rules/field-rules';
import { elementIdPattern } from '../../../domain/schema/element-steps';
import { SCHEMA_LIMITS } from '../../../domain/schema/schema-input';
import { COMPONENT_IDS, IMAGE_MIME_TYPES } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import type { ElementFormValues } from './element-form-values';
import { FIELD_OF_RULE, unreadableRules } from './rule-form-values';
import { ruleExpectation } from './rule-texts';

const required = z
  .string()
  .trim()
  .min(1, { error: () => t('validation.required') });
const wholeNumberText = z.string().regex(/^\s*\d*\s*$/, { error: () => t('validation.wholeNumber') });

const optionListSchema = z
  .array(z.object({ id: required, label: required }))
  .superRefine((options, context) => {
    const seen = new Set<string>();
    options.forEach((option, index) => {
      const id = option.id.trim();
      if (seen.has(id)) {
        context.addIssue({
          code: 'custom',
          message: t('validation.duplicateOptionId'),
          path: [index, 'id'],
        });
      }
      seen.add(id);
    });
  });

// The texts of the rules step; which of them a rule cannot read is checked on the whole form below, as it
// depends on the component and the Input type.
const ruleFormSchema = z.object({
  type: z.enum(INPUT_TYPES),
  required: z.boolean(),
  minLength: z.string(),
  maxLength: z.string(),
  pattern: z.string(),
  patternMessage: z.string(),
  min: z.string(),
  max: z.string(),
  decimals: z.string(),
  minDate: z.string(),
  maxDate: z.string(),
  unique: z.boolean(),
  multiple: z.boolean(),
  minRows: z.string(),
  maxRows: z.string(),
  requiredColumns: z.array(z.string()),
  maxMegabytes: z.string(),
  minRelated: z.string(),
  maxRelated: z.string(),
});

/** Validates the element editor's form; `takenIds` are the element ids the new element must not reuse. */
export function elementFormSchema(
  takenIds: ReadonlySet<string>,
): z.ZodType<ElementFormValues, ElementFormValues> {
  return z
    .object({
      label: required.max(
        SCHEMA_LIMITS.maxLabel,
        t('validation.labelTooLong', { max: SCHEMA_LIMITS.maxLabel }),
      ),
      elementId: z
        .string()
        .trim()
        .regex(elementIdPattern, t('validation.elementIdPattern'))
        .refine((elementId) => !takenIds.has(elementId), t('validation.elementIdTaken')),
      componentId: z.enum(COMPONENT_IDS),
      contentLabel: z.string(),
      shadowText: z.string(),
      hint: z.string(),
      defaultValue: z.string(),
      disabled: z.boolean(),
      editsLabel: z.boolean(),
      labelPosition: wholeNumberText,
      prefixType: z.enum(['', 'fixed', 'list']),
      prefix: z.string(),
      prefixOptions: optionListSchema,
      suffixType: z.enum(['', 'fixed', 'list']),
      suffix: z.string(),
      suffixOptions: optionListSchema,
      options: optionListSchema,
      columns: z.array(z.object({ name: required, label: required, field: required })),
      rows: wholeNumberText,
      relatedSchemaIds: z.array(z.string()),
      accept: z.array(z.enum(IMAGE_MIME_TYPES)),
      toolbar: z.array(z.string()),
      rules: ruleFormSchema,
    })
    .superRefine((values, context) => {
      // A rule's text that is no value of it would be dropped silently on saving; the step says so instead.
      for (const rule of unreadableRules(values.componentId, values.rules)) {
        context.addIssue({
          code: 'custom',
          message: ruleExpectation(rule),
          path: ['rules', FIELD_OF_RULE[rule]],
        });
      }
    });
}
