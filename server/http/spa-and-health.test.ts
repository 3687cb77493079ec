import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import { PgliteDatabase } from '../db/pglite-database';
import { startTestServer, TEST_CONFIG, type TestServer } from '../test/harness';
import { CONTENT_SECURITY_POLICY } from './security-headers';

const INDEX_HTML = '<!doctype html><title>Alloy</title><div id="root"></div>';
const APP_JS = 'console.log("app")';

describe('the built app and the health check', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'alloy-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'assets', 'index-3f2a9c.js'), APP_JS);
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/DataEditor', '/DataEditor/4f1c', '/SchemaEditor/x/y', '/login', '/no-such-page'])(
    'serves index.html for the app route %s',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await fetch(`${server.url}/assets/index-3f2a9c.js`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(APP_JS);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files unhashed, revalidated on each use', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of the app', async () => {
    expect((await fetch(`${server.url}/assets/gone-123.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/robots.txt`)).status).toBe(404);
  });

  it.each([
    ['the app', '/DataEditor/4f1c', undefined],
    ['an asset', '/assets/index-3f2a9c.js', undefined],
    ['a missing file', '/assets/gone-123.js', undefined],
    ['the health check', '/healthz', undefined],
    [
      'a GraphQL request',
      '/',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    ],
  ])('sets the security headers on %s', async (_what, path, init) => {
    const response = await fetch(`${server.url}${path}`, init);

    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    });
  });

  it('reports health while the database answers', async () => {
    const response = await fetch(`${server.url}/healthz`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('the health check without a database', () => {
  it('answers 503', async () => {
    const server = await startTestServer();
    await server.db.close();

    const response = await fetch(`${server.url}/healthz`);

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    await server.stop().catch(() => undefined);
  });
});

describe('the app served by Vite in development', () => {
  it('keeps the security headers but the content security policy, which breaks its inline script', async () => {
    const db = await PgliteDatabase.open('memory://');
    await migrate(db);
    const app = await buildApp({
      db,
      config: TEST_CONFIG,
      devMiddleware: (_request, response) => response.end('vite'),
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/DataEditor/4f1c' });

      expect(response.body).toBe('vite');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'DENY',
        'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      });
    } finally {
      await app.close();
      await db.close();
    }
  });
});
