import { z } from 'zod';
import { elementIdPattern } from '../../../domain/schema/element-steps';
import { SCHEMA_LIMITS } from '../../../domain/schema/schema-input';
import { COMPONENT_IDS, IMAGE_MIME_TYPES } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import type { ElementFormValues } from './element-form-values';

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

/** Validates the element editor's form; `takenIds` are the element ids the new element must not reuse. */
export function elementFormSchema(
  takenIds: ReadonlySet<string>,
): z.ZodType<ElementFormValues, ElementFormValues> {
  return z.object({
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
  });
}
