import { z } from 'zod';
import { t } from '../../lib/messages/t';

export const loginFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: () => t('login.usernameRequired') }),
  password: z.string().min(1, { error: () => t('login.passwordRequired') }),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;
