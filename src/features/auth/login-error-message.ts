import { errorCodes } from '../../lib/graphql/error-codes';
import type { MessageKey } from '../../lib/messages/de';

/** What to tell the user about a failed login. */
export function loginErrorMessage(error: unknown): MessageKey {
  const codes = errorCodes(error);
  if (codes.includes('TOO_MANY_REQUESTS')) return 'login.tooManyRequests';
  // Any answer from the API means the credentials were refused; no answer means the server is unreachable.
  return codes.length > 0 ? 'login.failed' : 'login.unreachable';
}
