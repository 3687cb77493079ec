import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { HOSTILE_REQUESTS, type HostileRequest, JWT_SECRET, SQL_AND_HTML } from './hostile-requests';
import { createTwoClients, snapshotClients, type TwoClients } from './two-clients';

/** Far beyond what any of these requests needs; a request still open then counts as a hang. */
const ANSWER_WITHIN_MS = 20_000;
/** What an answer must never show: stack frames, SQL, server paths. */
const LEAKS =
  /\n\s+at |\.ts:\d+|node_modules|syntax error at or near|relation "|violates|duplicate key|SQLSTATE/i;

interface Answer {
  status: number;
  text: string;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message?: unknown; extensions?: { code?: unknown } }[];
  } | null;
}

async function answer(server: TestServer, clients: TwoClients, request: HostileRequest): Promise<Answer> {
  const sent = await request.send(clients);
  const response = await fetch(`${server.url}${sent.path ?? '/'}`, {
    method: sent.method ?? 'POST',
    headers: { accept: 'application/graphql-response+json, application/json', ...sent.headers },
    body: sent.body,
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  const text = await response.text();
  let body: Answer['body'] = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not every 4xx answer is JSON; the status is what counts then.
  }
  return { status: response.status, text, body };
}

describe('a corpus of hostile requests', () => {
  let server: TestServer;
  let clients: TwoClients;
  let before: Record<string, unknown[]>;

  beforeAll(async () => {
    server = await startTestServer({ config: { production: true, jwtSecret: JWT_SECRET } });
    clients = await createTwoClients(server);
    before = await snapshotClients(server.db, ['acme', 'globex']);
  }, 120_000);
  afterAll(() => server?.stop());

  it('holds at least 100 requests', () => {
    expect(HOSTILE_REQUESTS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(HOSTILE_REQUESTS.map((request) => request.name)).size).toBe(HOSTILE_REQUESTS.length);
  });

  it.each(HOSTILE_REQUESTS.map((request) => [request.name, request] as const))(
    'refuses %s clearly',
    async (_name, request) => {
      const { status, text, body } = await answer(server, clients, request);

      expect(status, text.slice(0, 300)).toBeLessThan(500);
      expect(text).not.toMatch(LEAKS);
      if (request.expected === '4xx') {
        expect(status, text.slice(0, 300)).toBeGreaterThanOrEqual(400);
        return;
      }
      const errors = body?.errors ?? [];
      expect(errors.length, text.slice(0, 300)).toBeGreaterThan(0);
      for (const error of errors) {
        expect(typeof error.message).toBe('string');
        expect(request.expected, `${error.message}`).toContain(error.extensions?.code);
      }
      expect(Object.values(body?.data ?? {}).filter((value) => value !== null)).toEqual([]);
    },
  );

  it('stores SQL and HTML metacharacters given as content as plain text', async () => {
    await server.createUser({ client: 'initech', username: 'initech-admin', password: 'initech-admin-pw' });
    const token = await server.login('initech-admin', 'initech-admin-pw');
    const texts = SQL_AND_HTML.filter((text) => !text.includes('\u0000'));
    const call = async <Data>(query: string, variables: Record<string, unknown>) => {
      const { body } = await server.gql<Data>(query, variables, token);
      expect(body.errors).toBeUndefined();
      return body.data as Data;
    };

    const { saveSchema } = await call<{ saveSchema: { id: string } }>(
      'mutation($s: JSON!) { saveSchema(schema: $s) { id } }',
      {
        s: {
          label: texts[0],
          elements: [
            {
              elementId: 'name',
              componentId: 'Input',
              label: texts[1],
              parentId: '0',
              position: 0,
              props: { content: { hint: texts[2] } },
            },
          ],
        },
      },
    );
    await call('mutation($d: JSON!) { updateDirectory(directory: $d) { success } }', {
      d: texts.map((name, index) => ({ id: `folder-${index}`, name })),
    });
    const { saveFile } = await call<{ saveFile: { id: string } }>(
      'mutation($f: JSON!) { saveFile(file: $f) { id } }',
      {
        f: {
          schemaId: saveSchema.id,
          label: texts[3],
          parentId: null,
          data: [{ elementId: 'name', 'props.model.model-value': texts }],
        },
      },
    );
    const read = await call<{
      schema: { label: string; elements: { label: string; props: { content: { hint: string } } }[] }[];
      getDirectoryFolderToLoggedInClient: { flat: { directory: { name: string } }[] };
      queryFileData: { label: string; data: { 'props.model.model-value': string[] }[] };
    }>(
      'query($id: String!) { schema { label elements } getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { flat { directory { name } } } queryFileData(id: $id) { label data } }',
      { id: saveFile.id },
    );

    expect(read.schema[0]?.label).toBe(texts[0]);
    expect(read.schema[0]?.elements[0]).toMatchObject({
      label: texts[1],
      props: { content: { hint: texts[2] } },
    });
    expect(read.getDirectoryFolderToLoggedInClient.flat.map((row) => row.directory.name)).toEqual([
      ...texts,
      texts[3],
    ]);
    expect(read.queryFileData.label).toBe(texts[3]);
    expect(read.queryFileData.data[0]?.['props.model.model-value']).toEqual(texts);
  });

  it('changed no stored object of either client and recorded no write', async () => {
    expect(await snapshotClients(server.db, ['acme', 'globex'])).toEqual(before);
  });
});
