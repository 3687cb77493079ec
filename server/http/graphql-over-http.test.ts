import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

const post = (server: TestServer, body: string, contentType = 'application/json') =>
  fetch(`${server.url}/`, {
    method: 'POST',
    headers: { 'content-type': contentType, accept: 'application/graphql-response+json, application/json' },
    body,
  });

const messagesOf = (body: { errors?: { message: string }[] }) =>
  body.errors?.map((error) => error.message) ?? [];

describe('GraphQL over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('answers a malformed JSON body with 400 and a GraphQL error list', async () => {
    const response = await post(server, '{"query": "{ schema { id } }"');

    expect(response.status).toBe(400);
    expect(messagesOf(await response.json())).toEqual(['POST body sent invalid JSON.']);
  });

  it('refuses batched requests', async () => {
    const response = await post(
      server,
      JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    );

    expect(response.status).toBe(400);
    expect(messagesOf(await response.json())).toEqual(['Batching is not supported.']);
  });

  it('refuses a query nested deeper than 16 levels', async () => {
    const children = (levels: number): string =>
      levels === 0 ? 'id' : `children { ${children(levels - 1)} }`;
    const query = (levels: number) =>
      `{ getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { nested { directory { ${children(levels)} } } } }`;

    const tooDeep = await server.gql(query(13));
    const deepEnough = await server.gql(query(12));

    expect(tooDeep.status).toBe(400);
    expect(messagesOf(tooDeep.body)).toEqual(['Query is nested 17 levels deep; at most 16 are allowed.']);
    // Within the limit the query gets past validation and only lacks a token.
    expect(deepEnough.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses more than 30 aliases', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ');

    const { status, body } = await server.gql(`{ ${aliases} }`);

    expect(status).toBe(400);
    expect(messagesOf(body)).toEqual(['Query uses 31 aliases; at most 30 are allowed.']);
  });

  it('refuses more than 600 selected fields, counting fragments where they are spread', async () => {
    const bomb = [
      'query { ...F3 }',
      'fragment F3 on Query { ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 }',
      'fragment F2 on Query { ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 }',
      'fragment F1 on Query { __typename __typename __typename __typename __typename __typename __typename }',
    ].join('\n');

    const { status, body } = await server.gql(bomb);

    expect(status).toBe(400);
    expect(messagesOf(body)).toEqual(['Query selects 700 fields; at most 600 are allowed.']);
  });

  it('answers a GraphQL GET with ?query=', async () => {
    const response = await fetch(`${server.url}/?query=${encodeURIComponent('{ __typename }')}`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('bounds the request body at 16 MB', async () => {
    const huge = JSON.stringify({
      query: '{ __typename }',
      variables: { padding: 'x'.repeat(17 * 1024 * 1024) },
    });

    const response = await post(server, huge);

    expect(response.status).toBe(413);
    expect(messagesOf(await response.json())).toEqual(['Request body is too large']);
  });

  it('passes multipart bodies through to GraphQL', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: '{ __typename }' }));
    form.append('map', '{}');

    const response = await fetch(`${server.url}/`, { method: 'POST', body: form });

    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('offers introspection and suggestions outside production', async () => {
    const introspection = await server.gql('{ __schema { queryType { name } } }');
    const typo = await server.gql('{ schemas { id } }');

    expect(introspection.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect(messagesOf(typo.body)[0]).toMatch(/Did you mean "schema"\?/);
  });
});

describe('GraphQL over HTTP in production', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ config: { production: true } });
  });
  afterAll(() => server.stop());

  it('refuses introspection', async () => {
    const { status, body } = await server.gql('{ __schema { queryType { name } } }');

    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(messagesOf(body)[0]).toMatch(/introspection/i);
  });

  it('does not suggest field names', async () => {
    const { body } = await server.gql('{ schemas { id } }');

    expect(messagesOf(body)).toEqual(['Cannot query field "schemas" on type "Query".']);
  });
});

describe('errors nobody expected', () => {
  it('reach the client as "Unexpected error." without stack or SQL', async () => {
    const server = await startTestServer();
    await server.db.query('drop table users cascade');

    const { body } = await server.gql(
      'mutation { login(username: "erika", password: "correct horse") { token } }',
    );
    await server.stop();

    expect(body.errors).toEqual([
      {
        message: 'Unexpected error.',
        locations: [{ line: 1, column: 12 }],
        path: ['login'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/users|relation|stack/i);
  });
});
