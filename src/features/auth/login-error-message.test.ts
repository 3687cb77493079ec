import { describe, expect, it } from 'vitest';
import { answeredWith as answered } from '../../lib/graphql/test-client-error';
import { loginErrorMessage } from './login-error-message';

describe('loginErrorMessage', () => {
  it('reports refused credentials', () => {
    expect(loginErrorMessage(answered('UNAUTHENTICATED'))).toBe('login.failed');
    expect(loginErrorMessage(answered('BAD_USER_INPUT'))).toBe('login.failed');
  });

  it('reports the rate limit', () => {
    expect(loginErrorMessage(answered('TOO_MANY_REQUESTS'))).toBe('login.tooManyRequests');
  });

  it('reports an unreachable server when there is no answer', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe('login.unreachable');
  });
});
