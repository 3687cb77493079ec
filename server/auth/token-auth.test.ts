import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { signingSecret } from './tokens';

/** Any operation but login needs a valid token; the schema list is the simplest. */
const SCHEMAS = '{ schema { id } }';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the authorization header', () => {
  let server: TestServer;
  let token: string;
  let claims: Record<string, unknown>;

  beforeAll(async () => {
    server = await startTestServer();
    const user = await server.createUser({ client: 'acme', username: 'erika', password: 'correct horse' });
    token = await server.login('erika', 'correct horse');
    claims = {
      userName: 'erika',
      client: 'acme',
      permissionIds: ['alloy.access', 'alloy.schemas'],
      sub: user.id,
    };
  });
  afterAll(() => server.stop());

  const send = async (authorization?: string) => {
    const response = await fetch(`${server.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query: SCHEMAS }),
    });
    return (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  };
  const sign = (secret: Uint8Array, alg = 'HS256', expiresAt: number | string = '1h') =>
    new SignJWT(claims).setProtectedHeader({ alg }).setIssuedAt().setExpirationTime(expiresAt).sign(secret);

  it('accepts the token bare or as Bearer', async () => {
    expect((await send(token)).errors).toBeUndefined();
    expect((await send(`Bearer ${token}`)).data).toEqual({ schema: [] });
  });

  it('accepts a token it did not issue itself when it is signed with its secret', async () => {
    const body = await send(await sign(await signingSecret(server.db, undefined)));

    expect(body).toEqual({ data: { schema: [] } });
  });

  it.each([
    ['missing', async () => undefined],
    ['garbage', async () => 'Bearer not.a.token'],
    ['forged (signed with another secret)', async () => sign(randomBytes(32))],
    [
      'expired',
      async () => sign(await signingSecret(server.db, undefined), 'HS256', Math.floor(Date.now() / 1000) - 1),
    ],
    ['signed with another algorithm', async () => sign(await signingSecret(server.db, undefined), 'HS512')],
    [
      'unsigned (alg: none)',
      async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: 4e9 })}.`,
    ],
  ])('refuses a %s token with UNAUTHENTICATED', async (_kind, authorization) => {
    const body = await send(await authorization());

    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
