import { readFileSync } from 'node:fs';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { LoginRateLimit } from '../auth/login-rate-limit';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { PgliteDatabase } from '../db/pglite-database';
import { loggerOptions } from '../http/logger-options';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers';
import { startTestServer, TEST_CONFIG, type TestServer } from '../test/harness';
import { addUser } from '../users';

const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';

describe('stored passwords and issued tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The production default, not the harness's cheap test cost.
    server = await startTestServer({ config: { passwordCost: loadConfig({}).passwordCost } });
  });
  afterAll(() => server.stop());

  it("hash passwords with OWASP's scrypt parameters and sign tokens with the pinned HS256", async () => {
    await server.createUser({ client: 'acme', username: 'erika', password: 'correct horse' });
    const [user] = await server.db.query<{ password_hash: string }>('select password_hash from users');

    expect(user?.password_hash).toMatch(/^scrypt\$N=131072,r=8,p=1\$[A-Za-z0-9+/=]{44}\$[A-Za-z0-9+/=]{88}$/);
    expect(user?.password_hash).not.toContain('correct horse');
    expect(decodeProtectedHeader(await server.login('erika', 'correct horse')).alg).toBe('HS256');
  });
});

describe('the content security policy', () => {
  it('allows no inline script, plugin, framing or foreign form target', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );

    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it('fits the app page, whose scripts are all files', () => {
    const scripts = [
      ...readFileSync('index.html', 'utf8').matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g),
    ];

    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/\bsrc="\//);
      expect(content?.trim()).toBe('');
    }
  });
});

describe('the login rate limit behind a proxy', () => {
  const failLogin = (server: TestServer, forwardedFor: string, username: string) =>
    fetch(`${server.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ query: LOGIN, variables: { u: username, p: 'wrong password' } }),
    }).then(
      async (response) =>
        ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions
          .code,
    );

  const limited = () => new LoginRateLimit({ maxFailuresPerIp: 2, maxFailuresPerName: 100 });

  it('counts per client address when ALLOY_TRUST_PROXY names the proxy', async () => {
    const server = await startTestServer({
      loginRateLimit: limited(),
      config: { trustProxy: ['127.0.0.1'] },
    });
    try {
      const codes = [
        await failLogin(server, '203.0.113.7', 'a'),
        await failLogin(server, '203.0.113.7', 'b'),
        await failLogin(server, '203.0.113.7', 'c'),
        await failLogin(server, '198.51.100.9', 'd'),
      ];

      expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'UNAUTHENTICATED']);
    } finally {
      await server.stop();
    }
  });

  it('ignores a forwarded address from a client that is not a trusted proxy', async () => {
    const server = await startTestServer({ loginRateLimit: limited() });
    try {
      await failLogin(server, '203.0.113.7', 'a');
      await failLogin(server, '203.0.113.8', 'b');

      expect(await failLogin(server, '203.0.113.9', 'c')).toBe('TOO_MANY_REQUESTS');
    } finally {
      await server.stop();
    }
  });
});

describe('the production log', () => {
  it('holds no password, token, cookie, query variables or stack trace', async () => {
    const lines: string[] = [];
    const db = await PgliteDatabase.open('memory://');
    await migrate(db);
    await addUser(
      db,
      { client: 'acme', username: 'erika', password: 'secret-password-1', role: 'admin' },
      TEST_CONFIG.passwordCost,
    );
    const app = await buildApp({
      db,
      config: { ...TEST_CONFIG, production: true },
      logger: loggerOptions(true, { write: (line: string) => lines.push(line) }),
    });
    const send = (init: { headers?: Record<string, string>; payload: Record<string, unknown> }) =>
      app.inject({
        method: 'POST',
        url: '/',
        payload: init.payload,
        headers: { 'content-type': 'application/json', ...init.headers },
      });
    try {
      const login = await send({
        payload: { query: LOGIN, variables: { u: 'erika', p: 'secret-password-1' } },
      });
      const token = (JSON.parse(login.body) as { data: { login: { token: string } } }).data.login.token;
      await send({ payload: { query: LOGIN, variables: { u: 'erika', p: 'wrong-password-2' } } });
      await send({
        payload: { query: '{ schema { id } }' },
        headers: { authorization: `Bearer ${token}`, cookie: `apollo-token=${token}` },
      });
      await app.inject({
        method: 'GET',
        url: `/?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent('{"p":"secret-in-url-3"}')}`,
      });
      await db.query('drop table users cascade');
      const failed = await send({
        payload: { query: 'mutation { login(username: "erika", password: "inline-secret-4") { token } }' },
      });

      const log = lines.join('');
      expect(failed.body).toContain('Unexpected error.');
      const requests = lines.filter((line) => line.includes('"msg":"request completed"'));
      expect(requests).toHaveLength(5);
      expect(requests[0]).toMatch(
        /"req":\{"method":"POST","url":"\/".*"res":\{"statusCode":200\}.*"responseTime":/,
      );
      expect(log).not.toContain('incoming request');
      expect(log).toContain('"type":"GraphQLError"');
      for (const secret of [
        'secret-password-1',
        'wrong-password-2',
        'secret-in-url-3',
        'inline-secret-4',
        token,
      ]) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toMatch(/authorization|apollo-token|"stack"|\n\s+at /i);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
