import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, ROLE_PERMISSIONS } from '../../domain/auth/permissions';
import type { RequestContext, Viewer } from '../context';
import { Api, operationDocument } from '../operations/fixture';
import { TreeSnapshots } from '../repositories/tree-snapshots';
import { FileReadFastPath, type PostedOperation } from './file-read-fast-path';
import { createApiSchema } from './schema';

const schema = createApiSchema();
const viewer = (client: string, permissionIds = ROLE_PERMISSIONS.admin): Viewer => ({
  userId: 'u1',
  userName: 'ada',
  client,
  permissionIds,
});
const acme = viewer('acme');

let api: Api;
let fileId: string;
let relatedId: string;
const QUERY = () => operationDocument('QueryFileData');

function context(who: Viewer | null): RequestContext {
  return { db: api.server.db, viewer: who, ip: '127.0.0.1', trees: new TreeSnapshots() } as RequestContext;
}

/** The fast answer (null: left to yoga) and graphql-js's own, as JSON text. */
async function bothAnswers(posted: PostedOperation & { query: string }, who: Viewer | null = acme) {
  const fast = await new FileReadFastPath(schema).answer(posted, async () => context(who));
  const normal = await execute({
    schema,
    document: parse(posted.query),
    variableValues: posted.variables as Record<string, unknown>,
    operationName: posted.operationName as string | undefined,
    contextValue: context(who),
  });
  return { fast, normal: JSON.stringify(normal) };
}

beforeAll(async () => {
  api = await Api.start();
  const schemaId = (await api.saveSchema('Kontakt "Ü"')).id;
  fileId = (
    await api.saveFile(schemaId, 'Ada <b>"Lovelace"</b>', {
      data: [{ elementId: 'name', value: 'Ada\n\u2028' }],
    })
  ).id;
  relatedId = (await api.saveFile(schemaId, 'Grace')).id;
  await api.ok('AddRelatedFiles', { data: { fileId, relationship: { fileId: relatedId } } });
});

afterAll(() => api?.stop());

describe('queryFileData answered without yoga', () => {
  it('answers byte for byte what graphql-js answers, for the app operation and odd selections', async () => {
    const queries = [
      QUERY(),
      `query One($file: String!) { f: queryFileData(id: $file) { __typename label l: label ...Rel
         relatedFiles @include(if: true) { label position } data @skip(if: true) } }
       fragment Rel on FileData { relatedFiles { fileId id } version }`,
      `{ __typename }`.replace(
        '{ __typename }',
        'query ($id: String!) { queryFileData(id: $id) { ... on FileData { id } } }',
      ),
    ];
    for (const query of queries) {
      const variables = query.includes('$file') ? { file: fileId } : { id: fileId };
      const { fast, normal } = await bothAnswers({ query, variables });
      expect(fast, query).not.toBeNull();
      expect(fast).toBe(normal);
    }
    const named = await bothAnswers({
      query: QUERY(),
      variables: { id: fileId },
      operationName: 'QueryFileData',
    });
    expect(named.fast).toBe(named.normal);
  });

  it('leaves errors, other clients and anything but one file read to yoga', async () => {
    const read = { query: QUERY(), variables: { id: fileId } };
    const leftToYoga: [PostedOperation & { query: string }, Viewer | null][] = [
      [{ ...read, variables: { id: 'no-such-file' } }, acme],
      [read, null],
      [read, viewer('globex')],
      [
        read,
        viewer(
          'acme',
          ROLE_PERMISSIONS.admin.filter((id) => id !== PERMISSION.access),
        ),
      ],
      [{ ...read, operationName: 'Other' }, acme],
      [{ ...read, variables: { id: fileId, more: 1 } }, acme],
      [{ ...read, variables: { id: 7 } }, acme],
      [{ ...read, variables: { id: `${fileId}\0` } }, acme],
      [{ ...read, extensions: {} }, acme],
      [
        {
          query: 'query ($id: String!) { queryFileData(id: $id) { id } schema { id } }',
          variables: { id: fileId },
        },
        acme,
      ],
      [
        { query: 'query ($id: String!) { queryFileData(id: $id) { id nope } }', variables: { id: fileId } },
        acme,
      ],
      [
        {
          query: `query ($id: String!) { queryFileData(id: "${fileId}") { id } }`,
          variables: { id: fileId },
        },
        acme,
      ],
      [{ query: `${QUERY()}\nquery Second { schema { id } }`, variables: { id: fileId } }, acme],
      [
        { query: 'mutation ($id: String!) { deleteImage(id: $id) { success } }', variables: { id: fileId } },
        acme,
      ],
    ];
    for (const [posted, who] of leftToYoga) {
      const { fast } = await bothAnswers(posted, who).catch(() => ({ fast: null }));
      expect(fast, JSON.stringify(posted).slice(0, 200)).toBeNull();
    }
  });

  it("answers over HTTP what a GraphQL GET (always yoga) answers, with yoga's content negotiation", async () => {
    const token = await api.server.login('acme-admin', 'acme-admin-pw');
    const post = (accept?: string) =>
      fetch(`${api.server.url}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...(accept ? { accept } : {}),
        },
        body: JSON.stringify({ query: QUERY(), variables: { id: fileId } }),
      });
    const search = new URLSearchParams({ query: QUERY(), variables: JSON.stringify({ id: fileId }) });
    const viaYoga = await fetch(`${api.server.url}/?${search}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    const expected = await viaYoga.text();
    expect(JSON.parse(expected).data.queryFileData.relatedFiles[0].label).toBe('Grace');
    for (const [accept, type] of [
      [undefined, 'application/json'],
      ['application/graphql-response+json, application/json', 'application/graphql-response+json'],
      ['application/json', 'application/json'],
      ['*/*', 'application/json'],
    ] as const) {
      const response = await post(accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await response.text()).toBe(expected);
    }
    expect((await post('text/html')).status).toBe(406);
  });

  it('shows a change made through the API at once', async () => {
    const token = await api.server.login('acme-admin', 'acme-admin-pw');
    const before = await api.file(fileId);
    await api.ok('UpdateFile', {
      data: { id: fileId, label: 'Ada Byron', schemaId: before.schemaId, data: before.data },
    });
    await api.ok('DeleteRelatedFile', { relationshipId: before.relatedFiles[0]?.relationshipId });
    const { body } = await api.server.gql<{ queryFileData: { label: string; relatedFiles: unknown[] } }>(
      QUERY(),
      { id: fileId },
      token,
    );
    expect(body.data?.queryFileData.label).toBe('Ada Byron');
    expect(body.data?.queryFileData.relatedFiles).toEqual([]);
  });

  it('keeps an answer only until anything is written through the server, in or outside a transaction', async () => {
    const { db } = api.server;
    const fast = new FileReadFastPath(schema);
    const trees = new TreeSnapshots();
    const read = async () => {
      const text = await fast.answer({ query: QUERY(), variables: { id: fileId } }, async () => ({
        ...context(acme),
        trees,
      }));
      return JSON.parse(text ?? 'null').data.queryFileData.label as string;
    };
    const label = await read();
    const before = db.writeCount;
    expect(await read()).toBe(label);
    await db.query('select label from files where id = $1', [fileId]);
    expect(db.writeCount).toBe(before);

    await db.query("update files set label = 'Straight' where id = $1", [fileId]);
    expect(await read()).toBe('Straight');
    await db.transaction((tx) => tx.query("update files set label = 'In one' where id = $1", [fileId]));
    expect(await read()).toBe('In one');
    await db.query(
      'with changed as (update files set label = $2 where id = $1 returning id) select id from changed',
      [fileId, 'From a CTE'],
    );
    expect(await read()).toBe('From a CTE');
  });
});
