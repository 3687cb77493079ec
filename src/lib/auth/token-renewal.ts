import type { AuthSession } from './session';

/** The server's tokens live 30 minutes by default; an active user gets a fresh one in the last ten. */
export const RENEW_WITHIN_MS = 10 * 60 * 1000;
/** After a refused renewal the token simply runs out, unless a later attempt succeeds. */
export const RETRY_AFTER_MS = 60 * 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export interface TokenRenewalOptions {
  session: Pick<AuthSession, 'getUser' | 'signIn'>;
  /** Asks the server for a fresh token in exchange for the current one. */
  renew: () => Promise<string>;
  /** Where the user's activity is heard. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/**
 * Keeps an active user signed in: on a click, key press, scroll or touch while the token is within
 * `RENEW_WITHIN_MS` of its expiry, the token is exchanged for a fresh one. An idle user's token runs
 * out as issued. Returns the function that stops listening.
 */
export function startTokenRenewal({
  session,
  renew,
  target = window,
  now = Date.now,
}: TokenRenewalOptions): () => void {
  let renewing = false;
  let notBefore = 0;

  const onActivity = () => {
    const user = session.getUser();
    if (renewing || !user || now() < notBefore) return;
    const left = user.exp * 1000 - now();
    if (left <= 0 || left > RENEW_WITHIN_MS) return;
    renewing = true;
    renew()
      .then((token) => {
        if (!session.signIn(token)) notBefore = now() + RETRY_AFTER_MS;
      })
      .catch(() => {
        notBefore = now() + RETRY_AFTER_MS;
      })
      .finally(() => {
        renewing = false;
      });
  };

  const options = { capture: true, passive: true };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, options);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, options);
  };
}
