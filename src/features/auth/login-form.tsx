import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoginMutation } from '../../api/login-mutation';
import { authSession } from '../../lib/auth/auth-session';
import { safeRedirect } from '../../lib/auth/safe-redirect';
import type { MessageKey } from '../../lib/messages/de';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';
import { loginErrorMessage } from './login-error-message';
import { type LoginFormValues, loginFormSchema } from './login-form-schema';

interface LoginFormProps {
  /** Where the user wanted to go before being sent to the login page. */
  redirectTo?: string;
}

export function LoginForm({ redirectTo }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });

  const fail = (message: MessageKey) => {
    setFailure(message);
    notify({ message: t(message), tone: 'negative' });
  };

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    let token: string;
    try {
      token = await login.mutateAsync(credentials);
    } catch (error) {
      fail(loginErrorMessage(error));
      return;
    }
    if (!authSession.signIn(token)) {
      fail('login.noPermissions');
      return;
    }
    await navigate({ href: safeRedirect(redirectTo), replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <Field.Root invalid={Boolean(errors.username)} required>
          <Field.Label>{t('login.username')}</Field.Label>
          <Input autoComplete="username" autoFocus {...register('username')} />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{t('login.password')}</Field.Label>
          <Input type="password" autoComplete="current-password" {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t(failure)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button
          type="submit"
          colorPalette="blue"
          loading={login.isPending}
          loadingText={t('login.submitting')}
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
