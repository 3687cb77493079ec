import { decodeToken, isLoggedIn, type SessionUser } from './decode-token';
import { clearToken, readTokenCookie, storeToken } from './token-storage';

export interface AuthSession {
  /** The user of the stored token, or null when there is none or it does not decode. */
  getUser(): SessionUser | null;
  /** True while the stored token decodes, has not expired and carries more than one permission id. */
  isAuthenticated(): boolean;
  /** Stores a fresh login token; returns the user, or null (storing nothing) when it does not grant access. */
  signIn(token: string): SessionUser | null;
  /** Forgets the user and the token; returns whether someone was signed in. */
  signOut(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createAuthSession(): AuthSession {
  const listeners = new Set<() => void>();
  let cached: { token: string | null; user: SessionUser | null } = { token: null, user: null };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  // Decoding once per token keeps the snapshot stable for useSyncExternalStore.
  const getUser = () => {
    const token = readTokenCookie();
    if (token !== cached.token) cached = { token, user: token ? decodeToken(token) : null };
    return cached.user;
  };

  return {
    getUser,
    isAuthenticated: () => isLoggedIn(getUser()),
    signIn(token) {
      const user = decodeToken(token);
      if (!isLoggedIn(user)) return null;
      storeToken(token, user.exp);
      notify();
      return user;
    },
    signOut() {
      const wasSignedIn = readTokenCookie() !== null;
      clearToken();
      notify();
      return wasSignedIn;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
