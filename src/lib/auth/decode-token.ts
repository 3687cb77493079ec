import { z } from 'zod';

/** The signed-in user as the login token's payload describes it. */
export interface SessionUser {
  userId: string;
  userName: string;
  /** Expiry in seconds since the epoch (the JWT `exp` claim). */
  exp: number;
  permissionIds: string[];
}

const payloadSchema = z.object({
  sub: z.string().min(1),
  userName: z.string(),
  exp: z.number(),
  permissionIds: z.array(z.string()).default(['']),
});

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
    const parsed = payloadSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    if (!parsed.success) return null;
    const { sub, userName, exp, permissionIds } = parsed.data;
    return { userId: sub, userName, exp, permissionIds };
  } catch {
    return null;
  }
}

/** The spec's rule: logged in with more than one permission id, and only until the token expires. */
export function isLoggedIn(user: SessionUser | null, now: number = Date.now()): user is SessionUser {
  return user !== null && user.permissionIds.length > 1 && user.exp * 1000 > now;
}
