import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../../domain/auth/permissions';
import { startTestServer, type TestServer } from '../test/harness';

const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) { token }
}`;

describe('login', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await server.createUser({ client: 'acme', username: 'erika', password: 'correct horse', role: 'editor' });
  });
  afterAll(() => server.stop());

  it('returns a signed token carrying the user, client and permissions', async () => {
    const { status, body } = await server.gql<{ login: { token: string } }>(LOGIN, {
      username: 'erika',
      password: 'correct horse',
    });

    expect(status).toBe(200);
    const claims = decodeJwt(body.data?.login.token ?? '');
    expect(claims).toMatchObject({
      userName: 'erika',
      client: 'acme',
      permissionIds: ROLE_PERMISSIONS.editor,
    });
    expect(claims.sub).toEqual(expect.any(String));
    expect(claims.exp).toBe((claims.iat ?? 0) + server.config.tokenTtlSeconds);
  });

  it('answers a wrong password and an unknown user name alike', async () => {
    const wrongPassword = await server.gql(LOGIN, { username: 'erika', password: 'wrong horse' });
    const unknownUser = await server.gql(LOGIN, { username: 'nobody', password: 'correct horse' });

    expect(wrongPassword.body.data).toBeNull();
    expect(wrongPassword.body.errors).toEqual([
      expect.objectContaining({
        message: 'Invalid username or password.',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
    expect(unknownUser).toEqual(wrongPassword);
  });
});
