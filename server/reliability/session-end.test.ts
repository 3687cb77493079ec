import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { PostgresDatabase } from '../db/postgres-database';
import { operationDocument } from '../operations/fixture';
import { TEST_CONFIG } from '../test/harness';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { addUser, logOutEverywhere, removeUser, setPassword, setRole } from '../users';

const LOGIN = operationDocument('Login');
const RENEW = operationDocument('RenewToken');
const LOGOUT_EVERYWHERE = operationDocument('LogoutEverywhere');
const SCHEMAS = '{ schema { id } }';
const ERIKA = { client: 'acme', username: 'erika', password: 'correct horse', role: 'admin' as const };

/**
 * Two apps on one database, as two server processes would be, and a third connection for the commands
 * (`npm run users`). On PostgreSQL each has its own connections, so an instance hears of an ended session
 * only through the database; PGlite is one connection in one process.
 */
describe('sessions end when the credentials change', () => {
  let store: TestDatabase;
  let others: Database[];
  let instances: FastifyInstance[];
  let command: Database;

  beforeEach(async () => {
    store = await openTestDatabase();
    await migrate(store.db);
    await addUser(store.db, ERIKA, TEST_CONFIG.passwordCost);
    const second = () => (store.url ? PostgresDatabase.open(store.url) : Promise.resolve(store.db));
    others = [await second(), await second()];
    command = others[1] as Database;
    instances = [
      await buildApp({ db: store.db, config: TEST_CONFIG }),
      await buildApp({ db: others[0] as Database, config: TEST_CONFIG }),
    ];
  });
  afterEach(async () => {
    await Promise.all(instances.map((app) => app.close()));
    for (const db of new Set(others)) if (db !== store.db) await db.close();
    await store.dispose();
  });

  const gql = async (instance: number, query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await (instances[instance] as FastifyInstance).inject({
      method: 'POST',
      url: '/',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { query, variables },
    });
    return response.json() as {
      data?: Record<string, { token?: string }> | null;
      errors?: { extensions?: { code?: string } }[];
    };
  };
  const codeOf = (body: Awaited<ReturnType<typeof gql>>) => body.errors?.[0]?.extensions?.code ?? 'OK';
  const login = async (password = ERIKA.password) => {
    const body = await gql(0, LOGIN, { username: ERIKA.username, password });
    const token = body.data?.login?.token;
    if (!token) throw new Error(`login failed: ${codeOf(body)}`);
    return token;
  };
  /** What a token gets from both instances: a query, a renewal and an image request. */
  const answers = async (token: string) => {
    const image = async (instance: number) =>
      (
        await (instances[instance] as FastifyInstance).inject({
          method: 'GET',
          url: `/images/${randomUUID()}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    return {
      query: [codeOf(await gql(0, SCHEMAS, {}, token)), codeOf(await gql(1, SCHEMAS, {}, token))],
      renew: [codeOf(await gql(0, RENEW, {}, token)), codeOf(await gql(1, RENEW, {}, token))],
      image: [await image(0), await image(1)],
    };
  };
  /**
   * An instance learns of an ended session when the database's notification reaches it, a moment after
   * the commit (a command's process has not even exited by then); the poll allows for that moment.
   */
  const endedSoon = (token: string) =>
    expect.poll(() => answers(token), { timeout: 2_000, interval: 20 }).toEqual(ended);
  const working = { query: ['OK', 'OK'], renew: ['OK', 'OK'], image: [404, 404] };
  const ended = {
    query: ['UNAUTHENTICATED', 'UNAUTHENTICATED'],
    renew: ['UNAUTHENTICATED', 'UNAUTHENTICATED'],
    image: [401, 401],
  };

  it('on a new password, on both instances at once; the new password logs in', async () => {
    const token = await login();
    expect(await answers(token)).toEqual(working);

    await setPassword(command, ERIKA.username, 'a new password', TEST_CONFIG.passwordCost);

    await endedSoon(token);
    expect(await answers(await login('a new password'))).toEqual(working);
  });

  it('on a new role, whose permissions the old tokens do not carry', async () => {
    const token = await login();
    expect(await answers(token)).toEqual(working);

    await setRole(command, ERIKA.username, 'editor');

    await endedSoon(token);
    const editor = await login();
    expect(codeOf(await gql(1, SCHEMAS, {}, editor))).toBe('OK');
  });

  it('when the user is removed', async () => {
    const token = await login();
    expect(await answers(token)).toEqual(working);

    await removeUser(command, ERIKA.username);

    await endedSoon(token);
    expect(codeOf(await gql(1, LOGIN, { username: ERIKA.username, password: ERIKA.password }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('on `npm run users -- logout`, and for the caller on logoutEverywhere', async () => {
    const first = await login();
    await logOutEverywhere(command, ERIKA.username);
    await endedSoon(first);

    const here = await login();
    const elsewhere = await login();
    expect(codeOf(await gql(1, LOGOUT_EVERYWHERE, {}, here))).toBe('OK');
    await endedSoon(here);
    await endedSoon(elsewhere);
    expect(await answers(await login())).toEqual(working);
  });
});

describe('the session check', () => {
  let store: TestDatabase;
  let app: FastifyInstance;
  let statements: string[];

  beforeEach(async () => {
    store = await openTestDatabase();
    await migrate(store.db);
    await addUser(store.db, ERIKA, TEST_CONFIG.passwordCost);
    const query = store.db.query.bind(store.db);
    statements = [];
    store.db.query = (sql, params) => {
      statements.push(sql);
      return query(sql, params);
    };
    app = await buildApp({ db: store.db, config: TEST_CONFIG });
  });
  afterEach(async () => {
    await app.close();
    await store.dispose();
  });

  it('reads a user once, not on every request', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/',
      payload: { query: LOGIN, variables: { username: ERIKA.username, password: ERIKA.password } },
    });
    const token = (login.json() as { data: { login: { token: string } } }).data.login.token;
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/',
        headers: { authorization: token },
        payload: { query: SCHEMAS },
      });

    await ask();
    statements = [];
    for (let n = 0; n < 5; n++) expect((await ask()).statusCode).toBe(200);

    expect(statements.filter((sql) => sql.includes('session_version'))).toEqual([]);
  });
});
