import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { authSession } from '../../lib/auth/auth-session';
import { safeRedirect } from '../../lib/auth/safe-redirect';
import { request } from '../../lib/graphql/client';
import { LoginDocument } from '../../lib/graphql/generated/graphql';
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
      token = (await request(LoginDocument, credentials)).login.token;
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
    <form className="login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <LoginField
        name="username"
        label={t('login.username')}
        error={errors.username}
        inputRef={usernameRef}
        onChange={recheck}
      />
      <LoginField
        name="password"
        label={t('login.password')}
        error={errors.password}
        inputRef={passwordRef}
        onChange={recheck}
      />
      {failure ? (
        <div role="alert" className="login-alert">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d={ERROR_ICON} />
          </svg>
          <div>{t(failure)}</div>
        </div>
      ) : null}
      <button type="submit" className="login-submit" disabled={pending}>
        {pending ? (
          <>
            <span className="login-spinner" aria-hidden="true" />
            {t('login.submitting')}
          </>
        ) : (
          t('login.submit')
        )}
      </button>
    </form>
  );
}

/** A circled exclamation mark, as the app's error alerts show it. */
const ERROR_ICON =
  'M12 22C6.48 22 2 17.52 2 12S6.48 2 12 2s10 4.48 10 10-4.48 10-10 10Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-5h2v2h-2v-2Zm0-8h2v6h-2V7Z';

interface LoginFieldProps {
  name: keyof LoginFormValues;
  label: string;
  error?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: () => void;
}

/** A required field with its label and, once checked, its error, which the input is described by. */
function LoginField({ name, label, error, inputRef, onChange }: LoginFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={name === 'password' ? 'password' : 'text'}
        autoComplete={name === 'password' ? 'current-password' : 'username'}
        // biome-ignore lint/a11y/noAutofocus: the page has one task, and it starts in this field
        autoFocus={name === 'username'}
        required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        ref={inputRef}
        onChange={onChange}
      />
      {error ? (
        <span id={errorId} className="login-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
