import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { PostgresDatabase } from '../db/postgres-database';
import { startTestServer, TEST_CONFIG, type TestServer } from '../test/harness';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { addUser } from '../users';
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

  it('does not count successful logins against the address', async () => {
    server = await startTestServer({ loginRateLimit: new LoginRateLimit({ maxFailuresPerIp: 2 }) });
    for (const username of ['erika', 'max', 'moritz']) {
      await server.createUser({ client: 'acme', username, password: 'correct horse' });
    }

    for (const username of ['erika', 'max', 'moritz', 'erika']) {
      await expect(server.login(username, 'correct horse')).resolves.toEqual(expect.any(String));
    }
  });
});

/** Two apps on one database, each with its own limiter, as two server processes would be. */
describe('login rate limit across two instances', () => {
  let store: TestDatabase;
  let secondDb: Database;
  let instances: FastifyInstance[];

  beforeEach(async () => {
    store = await openTestDatabase();
    await migrate(store.db);
    await addUser(
      store.db,
      { client: 'acme', username: 'erika', password: 'correct horse', role: 'admin' },
      TEST_CONFIG.passwordCost,
    );
    // PGlite is one connection in this process; a PostgreSQL database is opened a second time.
    secondDb = store.url ? await PostgresDatabase.open(store.url) : store.db;
    instances = [
      await buildApp({ db: store.db, config: TEST_CONFIG, loginRateLimit: new LoginRateLimit() }),
      await buildApp({ db: secondDb, config: TEST_CONFIG, loginRateLimit: new LoginRateLimit() }),
    ];
  });
  afterEach(async () => {
    await Promise.all(instances.map((app) => app.close()));
    if (secondDb !== store.db) await secondDb.close();
    await store.dispose();
  });

  /** Logs in on instance `n % 2`; answers the error code, or 'OK'. */
  const login = async (n: number, username: string, password: string) => {
    const instance = instances[n % 2] as FastifyInstance;
    const response = await instance.inject({
      method: 'POST',
      url: '/',
      payload: { query: LOGIN, variables: { username, password } },
    });
    return codeOf({ body: response.json() }) ?? 'OK';
  };

  const tally = (codes: string[]) => {
    const counts: Record<string, number> = {};
    for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  };

  it('refuses a name after 10 failures spread over both', async () => {
    for (let n = 0; n < 10; n++) expect(await login(n, 'erika', 'guess')).toBe('UNAUTHENTICATED');

    expect([await login(0, 'erika', 'correct horse'), await login(1, 'ERIKA', 'correct horse')]).toEqual([
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
  });

  it('lets through no more than the limit of attempts made at the same moment', async () => {
    const sameName = await Promise.all(Array.from({ length: 30 }, (_, n) => login(n, 'erika', 'guess')));
    const sameAddress = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login(n, `name-${n}`, 'guess')),
    );

    expect(tally(sameName)).toEqual({ UNAUTHENTICATED: 10, TOO_MANY_REQUESTS: 20 });
    // The address has 10 failures from the first round.
    expect(tally(sameAddress)).toEqual({ UNAUTHENTICATED: 20, TOO_MANY_REQUESTS: 20 });
  });
});

describe('LoginRateLimit in the database', () => {
  let store: TestDatabase;
  beforeEach(async () => {
    store = await openTestDatabase();
    await migrate(store.db);
  });
  afterEach(() => store.dispose());

  it('forgets failures older than the window', async () => {
    let now = 0;
    const limit = new LoginRateLimit({ maxFailuresPerName: 2, windowMs: 1000, now: () => now });
    await limit.admit(store.db, '1.2.3.4', 'erika');
    now = 600;
    await limit.admit(store.db, '1.2.3.4', 'Erika');
    expect(await limit.admit(store.db, '5.6.7.8', 'ERIKA')).toBeNull();

    now = 1001;

    expect(await limit.admit(store.db, '5.6.7.8', 'erika')).not.toBeNull();
  });

  it('deletes expired failures as new ones come, and keeps none of refused attempts', async () => {
    let now = 0;
    const limit = new LoginRateLimit({ maxFailuresPerIp: 100, windowMs: 1000, now: () => now });
    for (let n = 0; n < 100; n++) await limit.admit(store.db, '1.2.3.4', `random-${n}`);
    expect(await limit.admit(store.db, '1.2.3.4', 'one-too-many')).toBeNull();

    now = 5000;
    for (let n = 0; n < 5; n++) await limit.admit(store.db, '1.2.3.4', `later-${n}`);

    const rows = await store.db.query<{ at: Date }>('select at from login_failures');
    expect(rows.map((row) => row.at.getTime())).toEqual(Array(10).fill(5000));
  });
});
