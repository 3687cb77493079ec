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
    expect(messagesOf(tooDeep.body)).toEqual(['Query depth limit of 16 exceeded, found 17.']);
    expect(tooDeep.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Within the limit the query gets past validation and only lacks a token.
    expect(deepEnough.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses more than 30 aliases', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ');

    const { status, body } = await server.gql(`{ ${aliases} }`);

    expect(status).toBe(400);
    expect(messagesOf(body)).toEqual(['Aliases limit of 30 exceeded, found 31.']);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses more than 50 directives', async () => {
    const { status, body } = await server.gql(`{ ${'__typename @skip(if: false) '.repeat(51)} }`);

    expect(status).toBe(400);
    expect(messagesOf(body)).toEqual(['Directives limit of 50 exceeded, found 51.']);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a cost above 600, counting fragments where they are spread', async () => {
    const bomb = [
      'query { ...F3 }',
      'fragment F3 on Query { ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 }',
      'fragment F2 on Query { ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 }',
      'fragment F1 on Query { __typename __typename __typename __typename __typename __typename __typename }',
    ].join('\n');

    const { status, body } = await server.gql(bomb);

    // 700 fields and 111 fragment spreads.
    expect(status).toBe(400);
    expect(messagesOf(body)).toEqual(['Query Cost limit of 600 exceeded, found 922.']);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses more than 10,000 tokens', async () => {
    const { status, body } = await server.gql(`{ ${'a '.repeat(10_000)} }`);

    expect(status).toBe(400);
    expect(messagesOf(body)).toEqual(['Token limit of 10000 exceeded.']);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses more than 100,000 characters', async () => {
    const padded = (length: number) => `{ __typename } #${'x'.repeat(length - 16)}`;

    const tooLong = await server.gql(padded(100_001));
    const longEnough = await server.gql(padded(100_000));

    expect(tooLong.status).toBe(400);
    expect(messagesOf(tooLong.body)).toEqual([
      'The query has 100001 characters; at most 100000 are allowed.',
    ]);
    expect(tooLong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(longEnough.body).toEqual({ data: { __typename: 'Query' } });
  });

  // Nested as deep as 10,000 tokens allow, or just beyond the bracket limit: refused before graphql-js's
  // recursive parser sees it, whatever the state of its optimised code.
  it.each([
    [
      'a list literal',
      `mutation { updateDirectory(directory: ${'['.repeat(4_990)}${']'.repeat(4_990)}) { success } }`,
    ],
    ['a selection', `{ ${'a { '.repeat(3_300)} b ${'} '.repeat(3_300)} }`],
    ['a list literal just beyond the bracket limit', `{ a(x: ${'['.repeat(255)}${']'.repeat(255)}) }`],
  ])('refuses %s nested too deeply to parse', async (_what, query) => {
    const { status, body } = await server.gql(query);

    expect(status).toBe(400);
    expect(messagesOf(body)).toEqual(['The query is nested too deeply.']);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
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
    expect(await response.json()).toEqual({
      errors: [{ message: 'Request body is too large', extensions: { code: 'BAD_USER_INPUT' } }],
    });
  });

  it('refuses a body of another media type with a coded error', async () => {
    const response = await post(server, '{ __typename }', 'text/plain');

    expect(response.status).toBe(415);
    expect((await response.json()).errors[0].extensions).toEqual({ code: 'BAD_REQUEST' });
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

  it('does not suggest enum values, in the query or in a variable', async () => {
    const literal = await server.gql(
      'mutation { moveToRecycleBin(directoryId: "x", tree: DAT) { success } }',
    );
    const variable = await server.gql(
      'mutation($t: DirectoryTree) { moveToRecycleBin(directoryId: "x", tree: $t) { success } }',
      { t: 'DAT' },
    );

    expect(messagesOf(literal.body)).toEqual(['Value "DAT" does not exist in "DirectoryTree" enum.']);
    expect(messagesOf(variable.body)).toEqual([
      'Variable "$t" got invalid value "DAT"; Expected type DirectoryTree.',
    ]);
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

describe('errors raised on purpose', () => {
  it('name their code, the field and where it is in the query, as graphql-js would', async () => {
    const server = await startTestServer();
    await server.createUser({ client: 'acme', username: 'erika', password: 'erika-password' });
    const token = await server.login('erika', 'erika-password');

    const { status, body } = await server.gql(
      'query Read($id: String!) {\n  file: queryFileData(id: $id) { id }\n  __typename\n}',
      { id: 'nope' },
      token,
    );
    await server.stop();

    expect(status).toBe(200);
    expect(body).toEqual({
      data: null,
      errors: [
        {
          message: 'File "nope" not found.',
          locations: [{ line: 2, column: 3 }],
          path: ['file'],
          extensions: { code: 'NOT_FOUND' },
        },
      ],
    });
  });
});
