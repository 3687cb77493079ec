import { z } from 'zod';
import { t } from '../../lib/messages/t';

/** The new-schema form: a name, as the server takes it (trimmed, 1 to 200 characters). */
export const newSchemaSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, { error: () => t('explorer.newSchema.nameRequired') })
    .max(200, { error: () => t('explorer.nameTooLong') }),
});

export type NewSchemaValues = z.infer<typeof newSchemaSchema>;
