import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ROLE_PERMISSIONS, type Role } from '../../domain/auth/permissions';
import type { Config } from '../config';
import type { Viewer } from '../context';
import type { Database, Queryable } from '../db/database';
import { SessionVersions } from './session-versions';

const ALGORITHM = 'HS256';
const SECRET_SETTING = 'jwt_secret';

/** A session renewed while its user is active still ends this long after the login that began it. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

const payloadSchema = z.object({
  sub: z.string().min(1),
  userName: z.string(),
  permissionIds: z.array(z.string()),
  client: z.string().min(1),
  exp: z.number(),
  iat: z.number().optional(),
  auth_time: z.number().optional(),
  // The user's session version when the token was issued; tokens from before versions count as 0.
  sv: z.number().int().default(0),
});

export interface TokenUser {
  id: string;
  username: string;
  role: Role;
  clientId: string;
  /** See `SessionVersions`: the token works while the user's version stays this one. */
  sessionVersion: number;
}

export interface TokenService {
  /** A token for `user`; a renewal passes on `authTime`, the login time (seconds) of the session. */
  issue(user: TokenUser, authTime?: number): Promise<string>;
  /**
   * The viewer of a bare token or `Bearer <token>`; null when missing, forged, expired or unsigned, and when
   * its user's sessions were ended since (new password or role, removed user, "log out everywhere").
   */
  viewerFromAuthorization(header: string | undefined): Promise<Viewer | null>;
  /** Stops listening for ended sessions. */
  close(): Promise<void>;
}

/**
 * `ALLOY_JWT_SECRET`, or a random secret stored once in `settings`: whichever instance inserts first wins
 * and every instance reads that one back, so tokens are valid on all of them.
 */
export async function signingSecret(db: Queryable, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db.query('insert into settings (key, value) values ($1, $2) on conflict (key) do nothing', [
    SECRET_SETTING,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('select value from settings where key = $1', [
    SECRET_SETTING,
  ]);
  if (!row) throw new Error('The token signing secret could not be stored.');
  return Buffer.from(row.value, 'base64url');
}

function tokenOf(header: string | undefined): string | null {
  const value = header?.trim();
  if (!value) return null;
  const bearer = /^Bearer\s+(\S+)$/i.exec(value);
  return bearer?.[1] ?? value;
}

/** Tokens verified lately, so a client's every request does not check the same signature again. */
const VERIFIED_TOKENS_KEPT = 1_000;

export async function createTokenService(
  db: Database,
  config: Pick<Config, 'jwtSecret' | 'tokenTtlSeconds'>,
): Promise<TokenService> {
  const secret = await signingSecret(db, config.jwtSecret);
  const sessions = await SessionVersions.start(db);
  // A token's signature and claims never change; only time (and its user's session version, checked on
  // every use) can end it, so a kept viewer is given out only before the token's `exp` (and `nbf`, should
  // one be set, has passed when it was verified).
  const verified = new Map<string, { viewer: Viewer; exp: number; sv: number }>();
  const viewerOf = async (token: string): Promise<{ viewer: Viewer; sv: number } | null> => {
    const known = verified.get(token);
    if (known) {
      if (Date.now() / 1000 < known.exp)
        return { viewer: { ...known.viewer, permissionIds: [...known.viewer.permissionIds] }, sv: known.sv };
      verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
      const claims = payloadSchema.safeParse(payload);
      if (!claims.success) return null;
      const { sub, userName, client, permissionIds, iat, auth_time, exp, sv } = claims.data;
      const viewer = { userId: sub, userName, client, permissionIds, authTime: auth_time ?? iat };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
      verified.set(token, { viewer: { ...viewer, permissionIds: [...permissionIds] }, exp, sv });
      return { viewer, sv };
    } catch {
      return null;
    }
  };
  return {
    issue: (user, authTime = Math.floor(Date.now() / 1000)) =>
      new SignJWT({
        userName: user.username,
        permissionIds: ROLE_PERMISSIONS[user.role],
        client: user.clientId,
        auth_time: authTime,
        sv: user.sessionVersion,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${config.tokenTtlSeconds}s`)
        .sign(secret),

    async viewerFromAuthorization(header) {
      const token = tokenOf(header);
      const found = token ? await viewerOf(token) : null;
      if (!found) return null;
      return (await sessions.current(found.viewer.userId)) === found.sv ? found.viewer : null;
    },

    close: () => sessions.close(),
  };
}
