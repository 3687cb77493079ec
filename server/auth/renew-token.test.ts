import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../domain/auth/permissions';
import { startTestServer, type TestServer } from '../test/harness';
import { SESSION_MAX_AGE_SECONDS } from './tokens';

const SECRET = 'renew-token-test-secret-0123456789abcdef';
const TTL_SECONDS = 60;
const RENEW = 'mutation { renewToken { token } }';

describe('renewToken', () => {
  let server: TestServer;
  let userId: string;
  const now = () => Math.floor(Date.now() / 1000);

  /** A token as the server would have issued it, with the times given. */
  const tokenOf = (times: { iat: number; exp: number; auth_time?: number }, sub = userId) =>
    new SignJWT({
      userName: 'erika',
      client: 'acme',
      permissionIds: ROLE_PERMISSIONS.admin,
      ...(times.auth_time === undefined ? {} : { auth_time: times.auth_time }),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(times.iat)
      .setExpirationTime(times.exp)
      .sign(new TextEncoder().encode(SECRET));

  const renew = async (token?: string) => {
    const { body } = await server.gql<{ renewToken: { token: string } }>(RENEW, {}, token);
    return { token: body.data?.renewToken.token, code: body.errors?.[0]?.extensions?.code };
  };

  beforeAll(async () => {
    server = await startTestServer({ config: { jwtSecret: SECRET, tokenTtlSeconds: TTL_SECONDS } });
    userId = (await server.createUser({ client: 'acme', username: 'erika', password: 'correct horse' })).id;
  });
  afterAll(() => server.stop());

  it('issues at login a token that names the start of its session', async () => {
    const claims = decodeJwt(await server.login('erika', 'correct horse'));

    expect(claims.auth_time).toBe(claims.iat);
    expect(claims.exp).toBe((claims.iat ?? 0) + TTL_SECONDS);
  });

  it('exchanges a valid token for one that expires later and keeps the session start', async () => {
    const started = now() - 50;
    const old = await tokenOf({ iat: started, exp: now() + 10, auth_time: started });

    const { token } = await renew(old);
    const claims = decodeJwt(token ?? '');

    expect(claims.exp).toBeGreaterThanOrEqual(now() + TTL_SECONDS - 1);
    expect(claims.auth_time).toBe(started);
    expect((await server.gql('{ schema { id } }', {}, token)).body).toEqual({ data: { schema: [] } });
  });

  it("puts the user's current role into the new token", async () => {
    await server.db.query("update users set role = 'editor' where id = $1", [userId]);
    try {
      const { token } = await renew(await tokenOf({ iat: now(), exp: now() + 30, auth_time: now() }));

      expect(decodeJwt(token ?? '').permissionIds).toEqual(ROLE_PERMISSIONS.editor);
    } finally {
      await server.db.query("update users set role = 'admin' where id = $1", [userId]);
    }
  });

  it('refuses without a token, with an expired one, for a gone user and past the session limit', async () => {
    const longAgo = now() - SESSION_MAX_AGE_SECONDS - 1;

    expect((await renew()).code).toBe('UNAUTHENTICATED');
    expect((await renew(await tokenOf({ iat: now() - 120, exp: now() - 60 }))).code).toBe('UNAUTHENTICATED');
    expect((await renew(await tokenOf({ iat: now(), exp: now() + 30 }, 'no-such-user'))).code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await renew(await tokenOf({ iat: now(), exp: now() + 30, auth_time: longAgo }))).code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('takes the issue time as the session start of a token that names none', async () => {
    const issued = now() - 5;
    const { token } = await renew(await tokenOf({ iat: issued, exp: issued + 60 }));

    expect(decodeJwt(token ?? '').auth_time).toBe(issued);
  });
});
