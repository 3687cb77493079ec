import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { authSession } from '../../lib/auth/auth-session';
import { safeRedirect } from '../../lib/auth/safe-redirect';
import { api } from '../../lib/graphql/client';
import type { MessageKey } from '../../lib/messages/de';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';
import { loginErrorMessage } from './login-error-message';
import type { LoginFormValues } from './login-form-schema';

type LoginErrors = Partial<Record<keyof LoginFormValues, string>>;

/**
 * The rules of `loginFormSchema`, checked by hand: the login page is the first load of most visits and
 * stays small without a form library and zod. The user name is trimmed; both fields are required.
 */
function checkLogin(input: LoginFormValues): { values: LoginFormValues | null; errors: LoginErrors } {
  const values = { username: input.username.trim(), password: input.password };
  const errors: LoginErrors = {};
  if (values.username.length === 0) errors.username = t('login.usernameRequired');
  if (values.password.length === 0) errors.password = t('login.passwordRequired');
  return { values: errors.username || errors.password ? null : values, errors };
}

interface LoginFormProps {
  /** Where the user wanted to go before being sent to the login page. */
  redirectTo?: string;
  /** Told where to go (a path of this app) once the session is signed in. */
  onLoggedIn: (href: string) => void;
}

/**
 * The login form on its own, without router or query layer: it is the whole first load of the login
 * page (see `main.tsx`).
 */
export function LoginForm({ redirectTo, onLoggedIn }: LoginFormProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  // As with a form library: checked on submit, and after the first submit on every change.
  const [submitted, setSubmitted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const entered = (): LoginFormValues => ({
    username: usernameRef.current?.value ?? '',
    password: passwordRef.current?.value ?? '',
  });
  const recheck = () => {
    if (submitted) setErrors(checkLogin(entered()).errors);
  };

  const fail = (message: MessageKey) => {
    setFailure(message);
    notify({ message: t(message), tone: 'negative' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { values: credentials, errors: found } = checkLogin(entered());
    setErrors(found);
    if (!credentials) {
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setFailure(null);
    let token: string;
    setPending(true);
    try {
      token = (await api.Login(credentials)).login.token;
    } catch (error) {
      fail(loginErrorMessage(error));
      return;
    } finally {
      setPending(false);
    }
    if (!authSession.signIn(token)) {
      fail('login.noPermissions');
      return;
    }
    onLoggedIn(safeRedirect(redirectTo));
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="5">
        <Field.Root invalid={Boolean(errors.username)} required>
          <Field.Label>{t('login.username')}</Field.Label>
          <Input name="username" autoComplete="username" autoFocus ref={usernameRef} onChange={recheck} />
          <Field.ErrorText color="red.fg">{errors.username}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{t('login.password')}</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            ref={passwordRef}
            onChange={recheck}
          />
          <Field.ErrorText color="red.fg">{errors.password}</Field.ErrorText>
        </Field.Root>
        {failure ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t(failure)}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button type="submit" colorPalette="blue" loading={pending} loadingText={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
