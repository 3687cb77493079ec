/** The signed-in user as the login token's payload describes it. */
export interface SessionUser {
  userId: string;
  userName: string;
  /** Expiry in seconds since the epoch (the JWT `exp` claim). */
  exp: number;
  permissionIds: string[];
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The claims the app reads (no permission ids: `['']`); throws when one is missing or of the wrong type. */
function sessionClaims(payload: unknown): Omit<SessionUser, 'userId'> & { sub: string } {
  if (typeof payload !== 'object' || payload === null) throw new Error('The token payload is no object');
  const { sub, userName, exp, permissionIds = [''] } = payload as Record<string, unknown>;
  if (!isString(sub) || sub.length === 0 || !isString(userName)) throw new Error('No user in the token');
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw new Error('No expiry in the token');
  if (!Array.isArray(permissionIds) || !permissionIds.every(isString)) throw new Error('Bad permissions');
  return { sub, userName, exp, permissionIds };
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Reads the user from a token's payload without checking its signature (the server does that). */
export function decodeToken(token: string): SessionUser | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // Checked by hand rather than with zod, which would otherwise be part of every page's first load.
    const { sub, userName, exp, permissionIds } = sessionClaims(JSON.parse(decodeBase64Url(payload)));
    return { userId: sub, userName, exp, permissionIds };
  } catch {
    return null;
  }
}

/** The spec's rule: logged in with more than one permission id, and only until the token expires. */
export function isLoggedIn(user: SessionUser | null, now: number = Date.now()): user is SessionUser {
  return user !== null && user.permissionIds.length > 1 && user.exp * 1000 > now;
}
