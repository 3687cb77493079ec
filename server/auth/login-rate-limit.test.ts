import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { LoginRateLimit } from './login-rate-limit';

const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) { token }
}`;

const codeOf = (response: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  response.body.errors?.[0]?.extensions?.code;

describe('login rate limit over HTTP', () => {
  let server: TestServer | undefined;
  afterEach(() => server?.stop());

  it('refuses a name after 10 failures within the window, even with the right password', async () => {
    server = await startTestServer();
    await server.createUser({ client: 'acme', username: 'erika', password: 'correct horse' });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(codeOf(await server.gql(LOGIN, { username: 'erika', password: 'guess' }))).toBe(
        'UNAUTHENTICATED',
      );
    }

    const blocked = await server.gql(LOGIN, { username: 'erika', password: 'correct horse' });

    expect(codeOf(blocked)).toBe('TOO_MANY_REQUESTS');
    expect(blocked.body.data).toBeNull();
  });

  it('resets the name counter on a successful login', async () => {
    server = await startTestServer({ loginRateLimit: new LoginRateLimit({ maxFailuresPerName: 3 }) });
    await server.createUser({ client: 'acme', username: 'erika', password: 'correct horse' });
    const failTwice = async () => {
      for (let attempt = 0; attempt < 2; attempt++)
        await server?.gql(LOGIN, { username: 'erika', password: 'x' });
    };

    await failTwice();
    await server.login('erika', 'correct horse');
    await failTwice();

    await expect(server.login('erika', 'correct horse')).resolves.toEqual(expect.any(String));
  });

  it('refuses every name from an address that failed too often', async () => {
    server = await startTestServer({ loginRateLimit: new LoginRateLimit({ maxFailuresPerIp: 3 }) });
    await server.createUser({ client: 'acme', username: 'erika', password: 'correct horse' });
    for (const name of ['a', 'b', 'c']) await server.gql(LOGIN, { username: name, password: 'guess' });

    expect(codeOf(await server.gql(LOGIN, { username: 'erika', password: 'correct horse' }))).toBe(
      'TOO_MANY_REQUESTS',
    );
  });
});

describe('LoginRateLimit window', () => {
  it('forgets failures older than the window', () => {
    let now = 0;
    const limit = new LoginRateLimit({ maxFailuresPerName: 2, windowMs: 1000, now: () => now });
    limit.recordFailure('1.2.3.4', 'erika');
    now = 600;
    limit.recordFailure('1.2.3.4', 'Erika');
    expect(limit.isBlocked('5.6.7.8', 'erika')).toBe(true);

    now = 1001;

    expect(limit.isBlocked('5.6.7.8', 'erika')).toBe(false);
  });
});
