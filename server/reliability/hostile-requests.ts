import { SignJWT } from 'jose';
import { DIRECTORY_LIMITS } from '../../domain/directory/directory-input';
import type { TwoClients } from './two-clients';

/** The secret the hostile-input server signs with, so that tests can make expired or re-signed tokens. */
export const JWT_SECRET = 'hostile-input-signing-secret-0123456789';

export interface Sent {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
}

export interface HostileRequest {
  name: string;
  /** The GraphQL error codes allowed in the answer, or `4xx` for a request GraphQL cannot even read. */
  expected: string[] | '4xx';
  send(clients: TwoClients): Sent | Promise<Sent>;
}

const BAD_INPUT = ['BAD_USER_INPUT'];
const NOT_FOUND = ['NOT_FOUND'];
const VALIDATION = ['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT'];
const PARSE = ['GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT'];
const NO_LOGIN = ['UNAUTHENTICATED', 'TOO_MANY_REQUESTS'];
const NUL_TEXT = 'a\u0000b';

const json = (payload: unknown, token?: string): Sent => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(payload),
});
const rawJson = (body: string): Sent => ({ headers: { 'content-type': 'application/json' }, body });

/** A GraphQL request by the admin of `acme` (or `as`). */
const op =
  (
    query: string,
    variables: (c: TwoClients) => Record<string, unknown> = () => ({}),
    as: keyof TwoClients = 'admin',
  ) =>
  (clients: TwoClients): Sent =>
    json({ query, variables: variables(clients) }, clients[as] as string);

const secret = new TextEncoder().encode(JWT_SECRET);
const claims = {
  userName: 'acme-admin',
  client: 'acme',
  permissionIds: ['alloy.access', 'alloy.files'],
  sub: 'u',
};
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const withToken = (token: string): Sent => ({
  headers: { 'content-type': 'application/json', authorization: token },
  body: JSON.stringify({ query: '{ schema { id } }' }),
});

const SCHEMA_IDS = '{ schema { id } }';
const UPDATE_DIRECTORY =
  'mutation($d: JSON!, $tree: DirectoryTree, $v: Int) { updateDirectory(directory: $d, tree: $tree, version: $v) { success } }';
const UPDATE_BIN = 'mutation($d: JSON!) { updateRecycleBin(recycleBin: $d) { success } }';
const SAVE_SCHEMA = 'mutation($s: JSON!) { saveSchema(schema: $s) { success } }';
const UPDATE_SCHEMA = 'mutation($s: JSON!) { updateSchema(schema: $s) { success } }';
const SAVE_FILE = 'mutation($f: JSON!) { saveFile(file: $f) { success } }';
const UPDATE_FILE = 'mutation($d: JSON!) { updateFile(data: $d) { success } }';
const ADD_RELATED = 'mutation($d: JSON!) { addRelatedFiles(data: $d) { success } }';
const UPDATE_RELATED = 'mutation($d: JSON!) { updateRelatedFiles(data: $d) { success } }';
const QUERY_FILE = 'query($id: String!) { queryFileData(id: $id) { id label } }';
const REMOVE_ENTRY = 'mutation($id: String!) { removeItemFromDirectory(directoryId: $id) { success } }';
const DELETE_RELATED = 'mutation($id: String!) { deleteRelatedFile(relationshipId: $id) { success } }';
const DELETE_IMAGE = 'mutation($id: String!) { deleteImage(id: $id) { success } }';
const MOVE_TO_BIN =
  'mutation($id: String!, $v: Int) { moveToRecycleBin(directoryId: $id, version: $v) { success } }';
const RESTORE = 'mutation($id: String!) { restoreFromRecycleBin(directoryId: $id) { success } }';
const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const DIRECTORY = 'query($t: String!) { getDirectoryFolderToLoggedInClient(frontEndType: $t) { version } }';

const folder = (id: string, children: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  children,
  ...extra,
});
const nestedFolders = (levels: number): unknown[] =>
  levels === 0 ? [] : [folder(`level${levels}`, nestedFolders(levels - 1))];
const element = (elementId: string, extra: Record<string, unknown> = {}) => ({
  elementId,
  componentId: 'Input',
  label: elementId,
  parentId: '0',
  position: 0,
  props: {},
  ...extra,
});
const nestedGroups = (levels: number, parentId = '0'): unknown[] =>
  levels === 0
    ? []
    : [
        element(`g${levels}`, {
          componentId: 'Group',
          parentId,
          children: nestedGroups(levels - 1, `g${levels}`),
        }),
      ];

/** Text that would change a query or a page if it were ever pasted into SQL or HTML. */
export const SQL_AND_HTML = [
  "' OR '1'='1' --",
  '"; DROP TABLE files; --',
  "'); DELETE FROM schemas; --",
  '1; SELECT pg_sleep(10) --',
  '<script>alert(document.cookie)</script>',
  '<img src=x onerror=alert(1)>',
  '%_\\',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the hostile text here.
  '$1 $2 ${7*7} {{7*7}}',
  NUL_TEXT,
];

const multipart =
  (operations: unknown, map: unknown, file?: File): ((c: TwoClients) => Sent) =>
  (c) => {
    const form = new FormData();
    form.set('operations', typeof operations === 'string' ? operations : JSON.stringify(operations));
    form.set('map', typeof map === 'string' ? map : JSON.stringify(map));
    if (file) form.set('0', file);
    return { headers: { authorization: `Bearer ${c.admin}` }, body: form };
  };
const UPLOAD =
  'mutation($f: String!, $e: String!, $i: File!) { uploadImage(fileId: $f, elementId: $e, image: $i) { id } }';
const upload =
  (fileId: (c: TwoClients) => string, file: File, elementId = 'photo') =>
  (c: TwoClients) =>
    multipart(
      { query: UPLOAD, variables: { f: fileId(c), e: elementId, i: null } },
      { 0: ['variables.i'] },
      file,
    )(c);

/** Requests a client could not mean well: every one is refused with a clear error and changes nothing. */
export const HOSTILE_REQUESTS: HostileRequest[] = [
  // Bodies GraphQL cannot read.
  ...[
    '{',
    '{"query": ',
    '[1, 2',
    '{"query": "{ schema { id } }",}',
    '\u0000',
    "{'query': '{ schema { id } }'}",
  ].map(
    (body): HostileRequest => ({
      name: `malformed JSON ${JSON.stringify(body)}`,
      expected: '4xx',
      send: () => rawJson(body),
    }),
  ),
  ...['null', '42', '"query"', 'true'].map(
    (body): HostileRequest => ({
      name: `a JSON body that is ${body}`,
      expected: '4xx',
      send: () => rawJson(body),
    }),
  ),
  {
    name: 'a body that is not UTF-8',
    expected: '4xx',
    send: () => ({
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    }),
  },
  ...[
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'image/png',
    'application/graphql',
  ].map(
    (type): HostileRequest => ({
      name: `content type ${type}`,
      expected: '4xx',
      send: () => ({ headers: { 'content-type': type }, body: 'query={ schema { id } }' }),
    }),
  ),
  { name: 'no content type', expected: '4xx', send: () => ({ body: '{"query": "{ schema { id } }"}' }) },
  {
    name: 'a 17 MB body',
    expected: '4xx',
    send: () =>
      rawJson(JSON.stringify({ query: SCHEMA_IDS, variables: { pad: 'x'.repeat(17 * 1024 * 1024) } })),
  },
  {
    name: 'a mutation sent with GET',
    expected: '4xx',
    send: () => ({
      method: 'GET',
      path: `/?query=${encodeURIComponent('mutation { saveSchema(schema: { label: "x" }) { success } }')}`,
    }),
  },
  {
    name: 'a login sent with GET',
    expected: '4xx',
    send: () => ({
      method: 'GET',
      path: `/?query=${encodeURIComponent('mutation { login(username: "acme-admin", password: "x") { token } }')}`,
    }),
  },
  ...['PUT', 'DELETE', 'PATCH'].map(
    (method): HostileRequest => ({
      name: `method ${method}`,
      expected: '4xx',
      send: () => ({ method, ...rawJson('{}') }),
    }),
  ),
  {
    name: 'a batch of two operations',
    expected: '4xx',
    send: () => rawJson(JSON.stringify([{ query: SCHEMA_IDS }, { query: SCHEMA_IDS }])),
  },
  {
    name: 'a batch of 5,000 operations',
    expected: '4xx',
    send: () => rawJson(JSON.stringify(Array.from({ length: 5000 }, () => ({ query: SCHEMA_IDS })))),
  },
  { name: 'a query that is a number', expected: '4xx', send: () => rawJson('{"query": 42}') },
  { name: 'a query that is an object', expected: '4xx', send: () => rawJson('{"query": {"a": 1}}') },
  {
    name: 'variables that are a string',
    expected: '4xx',
    send: () => rawJson('{"query": "{ schema { id } }", "variables": "x"}'),
  },
  {
    name: 'variables that are a list',
    expected: '4xx',
    send: () => rawJson('{"query": "{ schema { id } }", "variables": [1]}'),
  },
  { name: 'no query at all', expected: '4xx', send: () => rawJson('{"variables": {}}') },
  {
    name: 'multipart with operations that are not JSON',
    expected: ['BAD_REQUEST'],
    send: multipart('{not json', { 0: ['variables.i'] }, new File(['x'], 'x.png')),
  },
  {
    name: 'multipart with a map that is not JSON',
    expected: ['BAD_REQUEST'],
    send: multipart(
      { query: UPLOAD, variables: { f: 'x', e: 'photo', i: null } },
      '{oops',
      new File(['x'], 'x.png'),
    ),
  },
  {
    name: 'multipart without a boundary',
    expected: '4xx',
    send: () => ({ headers: { 'content-type': 'multipart/form-data' }, body: 'garbage' }),
  },

  // GraphQL that does not parse or validate, or asks for too much.
  { name: 'a syntax error', expected: PARSE, send: op('{ schema { id }') },
  { name: 'an unknown field', expected: VALIDATION, send: op('{ schemas { id } }') },
  { name: 'introspection in production', expected: VALIDATION, send: op('{ __schema { types { name } } }') },
  { name: 'a missing required argument', expected: VALIDATION, send: op('{ queryFileData { id } }') },
  {
    name: 'an argument of the wrong type',
    expected: VALIDATION,
    send: op('{ queryFileData(id: 42) { id } }'),
  },
  {
    name: 'a variable of the wrong type',
    expected: BAD_INPUT,
    send: op(QUERY_FILE, () => ({ id: { $ne: null } })),
  },
  {
    name: 'a required variable sent as null',
    expected: BAD_INPUT,
    send: op(QUERY_FILE, () => ({ id: null })),
  },
  {
    name: 'a list where a string belongs',
    expected: BAD_INPUT,
    send: op(QUERY_FILE, () => ({ id: ['a', 'b'] })),
  },
  {
    name: 'an enum value that does not exist',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [], tree: 'USERS' })),
  },
  {
    name: 'a version that is not an integer',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [], v: 1.5 })),
  },
  {
    name: 'a version beyond 32 bits',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [], v: 2 ** 40 })),
  },
  { name: 'a stale version', expected: ['CONFLICT'], send: op(UPDATE_DIRECTORY, () => ({ d: [], v: 999 })) },
  {
    name: 'selections nested 40 deep',
    expected: VALIDATION,
    send: op(
      `{ getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { nested { directory { ${'children { '.repeat(40)} id ${'} '.repeat(40)} } } } }`,
    ),
  },
  {
    name: 'a list literal nested 40,000 deep',
    expected: PARSE,
    send: op(
      `mutation { updateDirectory(directory: ${'['.repeat(40_000)}${']'.repeat(40_000)}) { success } }`,
    ),
  },
  {
    name: 'an object literal nested 15,000 deep',
    expected: PARSE,
    send: op(
      `mutation { updateDirectory(directory: ${'{a:'.repeat(15_000)}1${'}'.repeat(15_000)}) { success } }`,
    ),
  },
  {
    name: 'a JSON variable nested 100,000 deep',
    expected: BAD_INPUT,
    send: () =>
      rawJson(
        `{"query": ${JSON.stringify(UPDATE_DIRECTORY)}, "variables": {"d": ${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
      ),
  },
  {
    name: 'a file value nested 5,000 deep',
    expected: BAD_INPUT,
    send: (c) => ({
      ...op(UPDATE_FILE, () => ({ d: 'X' }))(c),
      body: JSON.stringify({ query: UPDATE_FILE, variables: { d: 'X' } }).replace(
        '"X"',
        `{"id":"${c.acme.fileId}","data":[{"elementId":"name","props.model.model-value":${'['.repeat(5000)}${']'.repeat(5000)}}]}`,
      ),
    }),
  },
  {
    name: '31 aliases',
    expected: VALIDATION,
    send: op(`{ ${Array.from({ length: 31 }, (_, i) => `a${i}: schema { id }`).join(' ')} }`),
  },
  {
    name: '2,000 aliases of a mutation',
    expected: VALIDATION,
    send: op(
      `mutation { ${Array.from({ length: 2000 }, (_, i) => `a${i}: saveSchema(schema: { label: "x" }) { success }`).join(' ')} }`,
    ),
  },
  { name: '601 fields', expected: VALIDATION, send: op(`{ ${'__typename '.repeat(601)} }`) },
  {
    name: '51 directives',
    expected: VALIDATION,
    send: op(`{ ${'__typename @skip(if: false) '.repeat(51)} }`),
  },
  {
    name: 'a fragment bomb',
    expected: VALIDATION,
    send: op(
      [
        'query { ...F4 }',
        ...[4, 3, 2].map((n) => `fragment F${n} on Query { ${`...F${n - 1} `.repeat(10)} }`),
        'fragment F1 on Query { schema { id label version } }',
      ].join('\n'),
    ),
  },
  {
    name: 'a fragment cycle',
    expected: VALIDATION,
    send: op('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }'),
  },
  { name: '20,000 tokens', expected: PARSE, send: op(`{ ${'a '.repeat(20_000)} }`) },
  { name: 'a 200 KB query', expected: PARSE, send: op(`{ schema { id } } # ${'x'.repeat(200_000)}`) },
  {
    name: '3,000 directives',
    expected: PARSE,
    send: op(`{ __typename ${'@skip(if: false) '.repeat(3000)} }`),
  },
  {
    name: '2,000 operations without an operation name',
    expected: PARSE.concat('OPERATION_RESOLUTION_FAILURE'),
    send: op(Array.from({ length: 2000 }, (_, i) => `query q${i} { __typename }`).join(' ')),
  },
  {
    name: 'an operation name that names none',
    expected: ['OPERATION_RESOLUTION_FAILURE', 'BAD_REQUEST'],
    send: (c) => json({ query: 'query A { __typename }', operationName: 'B' }, c.admin),
  },
  {
    name: '5,000 unused variables',
    expected: PARSE,
    send: op(`query(${Array.from({ length: 5000 }, (_, i) => `$v${i}: Int`).join(' ')}) { __typename }`),
  },

  // Tokens that must not let anyone in.
  { name: 'no token', expected: NO_LOGIN, send: () => json({ query: SCHEMA_IDS }) },
  { name: 'a garbage token', expected: NO_LOGIN, send: () => withToken('Bearer not.a.token') },
  { name: 'an empty bearer', expected: NO_LOGIN, send: () => withToken('Bearer ') },
  { name: 'a 8 KB token', expected: NO_LOGIN, send: () => withToken(`Bearer ${'a'.repeat(8000)}`) },
  {
    name: 'a token signed with another secret',
    expected: NO_LOGIN,
    send: async () =>
      withToken(
        await new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('another-secret-another-secret-12345')),
      ),
  },
  {
    name: 'an expired token',
    expected: NO_LOGIN,
    send: async () =>
      withToken(
        await new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(1_600_000_000)
          .setExpirationTime(1_600_000_600)
          .sign(secret),
      ),
  },
  {
    name: 'a token signed with HS512',
    expected: NO_LOGIN,
    send: async () =>
      withToken(
        await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(secret),
      ),
  },
  {
    name: 'an alg:none token',
    expected: NO_LOGIN,
    send: () => withToken(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: 4e9 })}.`),
  },
  {
    name: 'an RS256 header over an HMAC signature',
    expected: NO_LOGIN,
    send: async () => {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(secret);
      const [, payload, signature] = token.split('.');
      return withToken(`${base64url({ alg: 'RS256', typ: 'JWT' })}.${payload}.${signature}`);
    },
  },
  {
    name: "a valid token whose client was changed to another's",
    expected: NO_LOGIN,
    send: (c) => {
      const [header, payload = '', signature] = c.admin.split('.');
      const changed = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), client: 'globex' };
      return withToken(`${header}.${base64url(changed)}.${signature}`);
    },
  },
  {
    name: 'a signed token whose permissions are not a list',
    expected: NO_LOGIN,
    send: async () =>
      withToken(
        await new SignJWT({ ...claims, permissionIds: 'alloy.schemas' })
          .setProtectedHeader({ alg: 'HS256' })
          .setExpirationTime('1h')
          .sign(secret),
      ),
  },

  // Huge strings and lists.
  {
    name: 'a 5 MB schema label',
    expected: BAD_INPUT,
    send: op(SAVE_SCHEMA, () => ({ s: { label: 'x'.repeat(5_000_000) } })),
  },
  {
    name: 'a 1 MB file id',
    expected: NOT_FOUND,
    send: op(QUERY_FILE, () => ({ id: 'x'.repeat(1_000_000) })),
  },
  {
    name: 'a 1 MB user name',
    expected: NO_LOGIN,
    send: () => json({ query: LOGIN, variables: { u: 'x'.repeat(1_000_000), p: 'x' } }),
  },
  {
    name: 'a 1 MB password',
    expected: NO_LOGIN,
    send: () => json({ query: LOGIN, variables: { u: 'nobody', p: 'x'.repeat(1_000_000) } }),
  },
  {
    name: 'a 1 MB front-end type',
    expected: BAD_INPUT,
    send: op(DIRECTORY, () => ({ t: 'x'.repeat(1_000_000) })),
  },
  {
    name: '100,000 file ids',
    expected: BAD_INPUT,
    send: op('query($ids: [String!]!) { filesByFileIds(fileIds: $ids) { id } }', () => ({
      ids: Array.from({ length: 100_000 }, (_, i) => `f${i}`),
    })),
  },
  {
    name: 'a tree of one entry more than a tree holds',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({
      d: Array.from({ length: DIRECTORY_LIMITS.maxEntries + 1 }, (_, i) => ({ id: `e${i}`, name: 'n' })),
    })),
  },
  {
    name: 'a schema of 2,001 elements',
    expected: BAD_INPUT,
    send: op(SAVE_SCHEMA, () => ({
      s: { label: 'x', elements: Array.from({ length: 2001 }, (_, i) => element(`e${i}`, { position: i })) },
    })),
  },
  {
    name: '501 related files at once',
    expected: BAD_INPUT,
    send: op(ADD_RELATED, (c) => ({
      d: {
        fileId: c.acme.fileId,
        relationship: Array.from({ length: 501 }, () => ({ fileId: c.acme.otherFileId })),
      },
    })),
  },
  {
    name: '2 MB of file data',
    expected: BAD_INPUT,
    send: op(UPDATE_FILE, (c) => ({
      d: {
        id: c.acme.fileId,
        data: [{ elementId: 'name', 'props.model.model-value': 'x'.repeat(2_000_000) }],
      },
    })),
  },
  {
    name: 'a 201-character folder name',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [{ id: 'a', name: 'x'.repeat(201) }] })),
  },
  {
    name: 'a recent limit of a million',
    expected: BAD_INPUT,
    send: op('{ overview(recentLimit: 1000000) { fileCount } }'),
  },
  { name: 'an audit page of 10,000', expected: BAD_INPUT, send: op('{ auditTrail(limit: 10000) { id } }') },
  { name: 'a negative audit offset', expected: BAD_INPUT, send: op('{ auditTrail(offset: -1) { id } }') },

  // Trees that cannot be: duplicates, cycles, contradictions.
  {
    name: 'a tree with a duplicate id',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [folder('a'), folder('a')] })),
  },
  {
    name: 'a tree repeating an id at another depth',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [folder('a', [folder('b', [folder('a')])])] })),
  },
  {
    name: 'an entry naming itself as its parent',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [folder('a', [folder('b', [], { parentId: 'b' })])] })),
  },
  {
    name: 'an entry naming its child as its parent',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [folder('a', [folder('b', [folder('c')], { parentId: 'c' })])] })),
  },
  {
    name: 'a root entry with a parent',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [folder('a', [], { parentId: 'a' })] })),
  },
  {
    name: 'a bin root entry whose parent is not bin',
    expected: BAD_INPUT,
    send: op(UPDATE_BIN, () => ({ d: [folder('a', [], { parentId: null })] })),
  },
  {
    name: 'two siblings at one position',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({
      d: [folder('a', [], { position: 1 }), folder('b', [], { position: 1 })],
    })),
  },
  {
    name: 'a position of 0',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [folder('a', [], { position: 0 })] })),
  },
  {
    name: 'a position given as text',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [folder('a', [], { position: '1' })] })),
  },
  {
    name: 'a file entry with children',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, (c) => ({ d: [folder('a', [folder('b')], { fileId: c.acme.fileId })] })),
  },
  {
    name: 'a tree 7 levels deep',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: nestedFolders(7) })),
  },
  {
    name: 'a schema tree 4 levels deep',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: nestedFolders(4), tree: 'SCHEMA' })),
  },
  { name: 'an entry that is a number', expected: BAD_INPUT, send: op(UPDATE_DIRECTORY, () => ({ d: [42] })) },
  {
    name: 'a tree that is an object without nested',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: { entries: [] } })),
  },
  {
    name: 'children that are not a list',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [{ id: 'a', name: 'a', children: 'b' }] })),
  },
  {
    name: 'an entry with an unknown file',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [folder('a', [], { fileId: 'no-such-file' })] })),
  },
  {
    name: 'a row whose id differs from its entry',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({ d: [{ id: 'x', directory: folder('a') }] })),
  },
  {
    name: 'prototype keys in an entry',
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, () => ({
      d: [JSON.parse('{"__proto__": {"id": "a", "name": "a"}, "constructor": {"prototype": {"x": 1}}}')],
    })),
  },
  {
    name: 'a schema element that is its own parent',
    expected: BAD_INPUT,
    send: op(SAVE_SCHEMA, () => ({
      s: {
        label: 'x',
        elements: [element('a', { componentId: 'Group', children: [element('b', { parentId: 'b' })] })],
      },
    })),
  },
  {
    name: 'a schema with a duplicate element id',
    expected: BAD_INPUT,
    send: op(SAVE_SCHEMA, () => ({
      s: { label: 'x', elements: [element('a'), element('a', { position: 1 })] },
    })),
  },
  {
    name: 'a schema element nested 11 deep',
    expected: BAD_INPUT,
    send: op(SAVE_SCHEMA, () => ({ s: { label: 'x', elements: nestedGroups(11) } })),
  },
  {
    name: 'children under an Input',
    expected: BAD_INPUT,
    send: op(SAVE_SCHEMA, () => ({
      s: { label: 'x', elements: [element('a', { children: [element('b', { parentId: 'a' })] })] },
    })),
  },
  {
    name: 'an unknown component',
    expected: BAD_INPUT,
    send: op(SAVE_SCHEMA, () => ({ s: { label: 'x', elements: [element('a', { componentId: 'Script' })] } })),
  },
  {
    name: 'a related-file order naming one twice',
    expected: BAD_INPUT,
    send: op(UPDATE_RELATED, (c) => ({
      d: {
        fileId: c.acme.fileId,
        relatedFiles: [{ relationshipId: c.acme.relationshipId }, { relationshipId: c.acme.relationshipId }],
      },
    })),
  },
  {
    name: 'a related-file order leaving one out',
    expected: BAD_INPUT,
    send: op(UPDATE_RELATED, (c) => ({ d: { fileId: c.acme.fileId, relatedFiles: [] } })),
  },
  {
    name: 'a file related to itself',
    expected: BAD_INPUT,
    send: op(ADD_RELATED, (c) => ({ d: { fileId: c.acme.fileId, relationship: { fileId: c.acme.fileId } } })),
  },
  {
    name: 'file data with a duplicate element',
    expected: BAD_INPUT,
    send: op(UPDATE_FILE, (c) => ({
      d: { id: c.acme.fileId, data: [{ elementId: 'name' }, { elementId: 'name' }] },
    })),
  },
  {
    name: 'a file changing its schema',
    expected: BAD_INPUT,
    send: op(UPDATE_FILE, (c) => ({ d: { id: c.acme.fileId, schemaId: 'other', data: [] } })),
  },
  {
    name: 'an unknown bin entry restored',
    expected: NOT_FOUND,
    send: op(RESTORE, () => ({ id: 'no-such-bin-entry' })),
  },

  // Another client's ids, used by the admin of globex.
  {
    name: "another client's file read",
    expected: NOT_FOUND,
    send: op(QUERY_FILE, (c) => ({ id: c.acme.fileId }), 'stranger'),
  },
  {
    name: "another client's file updated",
    expected: NOT_FOUND,
    send: op(UPDATE_FILE, (c) => ({ d: { id: c.acme.fileId, label: 'mine', data: [] } }), 'stranger'),
  },
  {
    name: "another client's schema updated",
    expected: NOT_FOUND,
    send: op(UPDATE_SCHEMA, (c) => ({ s: { id: c.acme.schemaId, label: 'mine', elements: [] } }), 'stranger'),
  },
  {
    name: "another client's schema used for a new file",
    expected: BAD_INPUT,
    send: op(
      SAVE_FILE,
      (c) => ({ f: { schemaId: c.acme.schemaId, label: 'x', parentId: null } }),
      'stranger',
    ),
  },
  {
    name: "another client's folder used as a parent",
    expected: BAD_INPUT,
    send: op(
      SAVE_FILE,
      (c) => ({ f: { schemaId: c.acme.schemaId, label: 'x', parentId: c.acme.folderId } }),
      'stranger',
    ),
  },
  {
    name: "another client's file put in a tree",
    expected: BAD_INPUT,
    send: op(UPDATE_DIRECTORY, (c) => ({ d: [folder('a', [], { fileId: c.acme.fileId })] }), 'stranger'),
  },
  {
    name: "another client's files related",
    expected: NOT_FOUND,
    send: op(
      ADD_RELATED,
      (c) => ({ d: { fileId: c.acme.fileId, relationship: { fileId: c.acme.otherFileId } } }),
      'stranger',
    ),
  },
  {
    name: "another client's relationship deleted",
    expected: NOT_FOUND,
    send: op(DELETE_RELATED, (c) => ({ id: c.acme.relationshipId }), 'stranger'),
  },
  {
    name: "another client's entry removed",
    expected: NOT_FOUND,
    send: op(REMOVE_ENTRY, (c) => ({ id: c.acme.fileEntryId }), 'stranger'),
  },
  {
    name: "another client's entry binned",
    expected: NOT_FOUND,
    send: op(MOVE_TO_BIN, (c) => ({ id: c.acme.fileEntryId }), 'stranger'),
  },
  {
    name: "another client's bin entry restored",
    expected: NOT_FOUND,
    send: op(RESTORE, (c) => ({ id: c.acme.binEntryId }), 'stranger'),
  },
  {
    name: "another client's image deleted",
    expected: NOT_FOUND,
    send: op(DELETE_IMAGE, (c) => ({ id: c.acme.imageId }), 'stranger'),
  },
  {
    name: "another client's image read",
    expected: '4xx',
    send: (c) => ({
      method: 'GET',
      path: `/images/${c.acme.imageId}`,
      headers: { authorization: `Bearer ${c.stranger}` },
    }),
  },
  {
    name: "an image uploaded to another client's file",
    expected: NOT_FOUND,
    send: (c) => ({
      ...upload(
        (x) => x.acme.fileId,
        new File([Buffer.from('89504e470d0a1a0a', 'hex')], 'a.png', { type: 'image/png' }),
      )(c),
      headers: { authorization: `Bearer ${c.stranger}` },
    }),
  },

  // A role that lacks the permission.
  {
    name: 'a schema saved by an editor',
    expected: ['FORBIDDEN'],
    send: op(SAVE_SCHEMA, () => ({ s: { label: 'x' } }), 'editor'),
  },
  {
    name: 'the schema tree written by an editor',
    expected: ['FORBIDDEN'],
    send: op(UPDATE_DIRECTORY, () => ({ d: [], tree: 'SCHEMA' }), 'editor'),
  },

  // Uploads that are not what they claim.
  {
    name: 'a text file named .png',
    expected: BAD_INPUT,
    send: upload((c) => c.acme.fileId, new File(['hello'], 'a.png', { type: 'image/png' })),
  },
  {
    name: 'an empty upload',
    expected: BAD_INPUT,
    send: upload((c) => c.acme.fileId, new File([], 'a.png', { type: 'image/png' })),
  },
  {
    name: 'an upload for an Input element',
    expected: BAD_INPUT,
    send: upload((c) => c.acme.fileId, new File([Buffer.from('89504e470d0a1a0a', 'hex')], 'a.png'), 'name'),
  },
  {
    name: 'an image argument sent as JSON text',
    expected: BAD_INPUT,
    send: op(UPLOAD, (c) => ({ f: c.acme.fileId, e: 'photo', i: 'data:image/png;base64,iVBORw0KGgo=' })),
  },

  // SQL and HTML metacharacters in every kind of string argument.
  ...SQL_AND_HTML.flatMap((text): HostileRequest[] => [
    {
      name: `file id ${JSON.stringify(text)}`,
      expected: text === NUL_TEXT ? BAD_INPUT : NOT_FOUND,
      send: op(QUERY_FILE, () => ({ id: text })),
    },
    {
      name: `entry id ${JSON.stringify(text)}`,
      expected: text === NUL_TEXT ? BAD_INPUT : NOT_FOUND,
      send: op(REMOVE_ENTRY, () => ({ id: text })),
    },
    {
      name: `relationship id ${JSON.stringify(text)}`,
      expected: text === NUL_TEXT ? BAD_INPUT : NOT_FOUND,
      send: op(DELETE_RELATED, () => ({ id: text })),
    },
    {
      name: `front-end type ${JSON.stringify(text)}`,
      expected: BAD_INPUT,
      send: op(DIRECTORY, () => ({ t: text })),
    },
    {
      name: `user name ${JSON.stringify(text)}`,
      expected: text === NUL_TEXT ? BAD_INPUT : NO_LOGIN,
      send: () => json({ query: LOGIN, variables: { u: text, p: text } }),
    },
    {
      name: `tree id ${JSON.stringify(text)}`,
      expected: BAD_INPUT,
      send: op(UPDATE_DIRECTORY, () => ({ d: [folder(text)] })),
    },
    {
      name: `element id ${JSON.stringify(text)}`,
      expected: BAD_INPUT,
      send: op(UPDATE_FILE, (c) => ({ d: { id: c.acme.fileId, data: [{ elementId: text }] } })),
    },
  ]),
];
