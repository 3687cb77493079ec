import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';
import { KEPT_FROM_CHARACTERS } from './kept-encodings';

const INDEX_HTML = '<!doctype html><title>Alloy</title><div id="root"></div>';
const APP_JS = `export const rows = [${Array.from({ length: 200 }, (_, i) => `"row ${i}"`).join(',')}];`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is kept as sent: fetch would decompress it on its way. */
function send(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function decoded({ headers, body }: RawResponse): string {
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

const ENCODINGS = [
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['gzip, deflate, br', 'br'],
  ['identity', undefined],
] as const;

describe('compressed delivery', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'alloy-dist-'));
    mkdirSync(join(distDir, 'assets'));
    // As `vite build` leaves them: each file with its .br and .gz beside it.
    for (const [path, text] of [
      ['index.html', INDEX_HTML],
      ['assets/index-3f2a9c.js', APP_JS],
    ] as const) {
      writeFileSync(join(distDir, path), text);
      writeFileSync(join(distDir, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(distDir, `${path}.gz`), gzipSync(text));
    }
    server = await startTestServer({ distDir });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(ENCODINGS)(
    'sends a script precompressed to a client accepting "%s"',
    async (accepted, expected) => {
      const response = await send(`${server.url}/assets/index-3f2a9c.js`, {
        headers: { 'accept-encoding': accepted },
      });

      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response)).toBe(APP_JS);
    },
  );

  it.each(
    ['/', '/login', '/DataEditor/4f1c'].flatMap((path) =>
      ENCODINGS.map(([accepted, expected]) => [path, accepted, expected] as const),
    ),
  )('sends index.html for %s precompressed to a client accepting "%s"', async (path, accepted, expected) => {
    const response = await send(`${server.url}${path}`, { headers: { 'accept-encoding': accepted } });

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(INDEX_HTML);
  });

  const introspection = JSON.stringify({ query: '{ __schema { types { name fields { name } } } }' });
  const graphql = (body: string, headers: Record<string, string>) =>
    send(`${server.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])(
    'compresses a GraphQL answer above 1 KB with %s when the client accepts it',
    async (accepted, expected) => {
      const plain = await graphql(introspection, {});
      const response = await graphql(introspection, { 'accept-encoding': accepted });

      expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.body.length).toBeLessThan(plain.body.length / 3);
      expect(decoded(response)).toBe(plain.body.toString());
    },
  );

  const everyField = JSON.stringify({
    query: `{ __schema { types { name description fields { name description isDeprecated
      args { name description defaultValue type { name kind ofType { name kind ofType { name kind } } } }
      type { name kind ofType { name kind ofType { name kind } } } }
      inputFields { name description defaultValue type { name kind ofType { name kind ofType { name kind } } } }
      enumValues { name description isDeprecated } interfaces { name } possibleTypes { name } }
      directives { name description locations args { name description type { name kind } } } } }`,
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['*', 'gzip'],
  ])(
    'sends a large GraphQL answer asked again as the same bytes, to a client accepting "%s"',
    async (accepted, expected) => {
      const plain = await graphql(everyField, {});
      const first = await graphql(everyField, { 'accept-encoding': accepted });
      const again = await graphql(everyField, { 'accept-encoding': accepted });

      expect(plain.body.length).toBeGreaterThan(KEPT_FROM_CHARACTERS);
      for (const response of [first, again]) {
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe(expected);
        expect(response.headers.vary).toBe('accept-encoding');
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
        expect(decoded(response)).toBe(plain.body.toString());
      }
      expect(again.body.equals(first.body)).toBe(true);
    },
  );

  it('leaves a GraphQL answer below 1 KB uncompressed', async () => {
    const response = await graphql(JSON.stringify({ query: '{ __typename }' }), {
      'accept-encoding': 'br, gzip',
    });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
