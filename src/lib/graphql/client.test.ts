import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, storeToken } from '../auth/token-storage';
import { request, setUnauthenticatedHandler } from './client';
import { LoginDocument, SchemasDocument } from './generated/graphql';

function answer(body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
}

const unauthenticated = {
  data: null,
  errors: [{ message: 'Not logged in', extensions: { code: 'UNAUTHENTICATED' } }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  setUnauthenticatedHandler(() => undefined);
});

function sentHeaders(fetchMock: ReturnType<typeof answer>) {
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

describe('GraphQL client', () => {
  it('posts to the host root with the token cookie as authorization header', async () => {
    const fetchMock = answer({ data: { schema: [] } });
    vi.stubGlobal('fetch', fetchMock);
    storeToken('the-token', Math.floor(Date.now() / 1000) + 60);

    expect(await request(SchemasDocument, {})).toEqual({ schema: [] });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${window.location.origin}/`);
    expect(init?.method).toBe('POST');
    expect(sentHeaders(fetchMock).get('authorization')).toBe('the-token');
    expect(JSON.parse(String(init?.body))).toMatchObject({ operationName: 'Schemas' });
  });

  it('sends an empty authorization header without a token', async () => {
    const fetchMock = answer({ data: { schema: [] } });
    vi.stubGlobal('fetch', fetchMock);

    await request(SchemasDocument, {});

    expect(sentHeaders(fetchMock).get('authorization')).toBe('');
  });

  it('ends the session when the API answers UNAUTHENTICATED', async () => {
    vi.stubGlobal('fetch', answer(unauthenticated));
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);

    await expect(request(SchemasDocument, {})).rejects.toThrow();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('leaves a refused login to the login form', async () => {
    vi.stubGlobal('fetch', answer(unauthenticated));
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);

    await expect(request(LoginDocument, { username: 'a', password: 'b' })).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not end the session on other errors', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ data: null, errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } }] }),
    );
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);

    await expect(request(SchemasDocument, {})).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });
});
