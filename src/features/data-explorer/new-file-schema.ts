import { z } from 'zod';
import { t } from '../../lib/messages/t';

/** Step 1 of the new-file dialog: an optional name (the server's limit) and a chosen schema. */
export const newFileSchema = z.object({
  label: z
    .string()
    .trim()
    .max(200, { error: () => t('explorer.nameTooLong') }),
  schemaId: z.string().min(1, { error: () => t('explorer.newFile.schemaRequired') }),
});

export type NewFileValues = z.infer<typeof newFileSchema>;
