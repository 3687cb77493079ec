import type { AddressInfo } from 'node:net';
import type { Role } from '../../domain/auth/permissions';
import { type AppOptions, buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DEFAULT_PGLITE_CACHE_MB } from '../db/pglite-database';
import { addUser, type UserSummary } from '../users';
import { openTestDatabase } from './test-database';

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GqlBody<Data> {
  data?: Data | null;
  errors?: GqlError[];
}

export interface GqlResponse<Data> {
  status: number;
  body: GqlBody<Data>;
}

export interface TestUser {
  client: string;
  username: string;
  password: string;
  /** Defaults to admin. */
  role?: Role;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`; GraphQL is served at `${url}/`. */
  url: string;
  db: Database;
  config: Config;
  stop(): Promise<void>;
  /** POSTs `{ query, variables }` to `/`; `token` goes into the `authorization` header as `Bearer <token>`. */
  gql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GqlResponse<Data>>;
  /** Logs in over HTTP and returns the token; throws with the server's message when login fails. */
  login(username: string, password: string): Promise<string>;
  createUser(user: TestUser): Promise<UserSummary>;
}

export interface TestServerOptions {
  /** Use PGlite in this directory (kept on stop) instead of a fresh database. */
  dataDir?: string;
  /** Use this PostgreSQL database (kept on stop) instead of a fresh database. */
  databaseUrl?: string;
  config?: Partial<Config>;
  distDir?: AppOptions['distDir'];
  loginRateLimit?: AppOptions['loginRateLimit'];
}

export const TEST_CONFIG: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  adminUsername: 'admin',
  tokenTtlSeconds: 60 * 60,
  // Cheap hashes keep the suites fast; child processes get it as ALLOY_PASSWORD_COST.
  passwordCost: 10,
  historyKeep: null,
  pgliteCacheMb: DEFAULT_PGLITE_CACHE_MB,
  production: false,
};

const LOGIN =
  'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { token } }';

/**
 * The real app on a fresh, migrated database (PGlite in memory, or a new PostgreSQL database when
 * `TEST_DATABASE_URL` is set), listening on 127.0.0.1 at a free port.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config: Config = { ...TEST_CONFIG, ...options.config };
  const { db, dispose } = await openTestDatabase(options);
  await migrate(db);
  const app = await buildApp({
    db,
    config,
    distDir: options.distDir,
    loginRateLimit: options.loginRateLimit,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const gql: TestServer['gql'] = async (query, variables, token) => {
    const response = await fetch(`${url}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json() };
  };

  return {
    url,
    db,
    config,
    gql,
    async stop() {
      await app.close();
      await dispose();
    },
    async login(username, password) {
      const { body } = await gql<{ login: { token: string } }>(LOGIN, { username, password });
      const token = body.data?.login.token;
      if (!token) throw new Error(`Login as ${username} failed: ${body.errors?.[0]?.message ?? 'no token'}`);
      return token;
    },
    createUser: (user) => addUser(db, { ...user, role: user.role ?? 'admin' }, config.passwordCost),
  };
}
