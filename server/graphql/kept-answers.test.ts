import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../operations/fixture';

let api: Api;
let statements: string[] = [];

beforeAll(async () => {
  api = await Api.start();
  const { db } = api.server;
  const query = db.query.bind(db);
  db.query = (sql, params) => {
    statements.push(sql);
    return query(sql, params);
  };
});

afterAll(() => api?.stop());

const AUDIT = 'query Audit { auditTrail(limit: 5) { objectId action } }';

describe('answers kept by data version', () => {
  it('answer a repeated query with one read of the data version, or none where this process alone writes', async () => {
    const schema = await api.saveSchema('Kunde');
    await api.saveFile(schema.id, 'Erika');
    const first = await api.call('Schemas');
    await api.call('Schemas');

    statements = [];
    const again = await api.call('Schemas');

    expect(again).toEqual(first);
    expect(statements).toEqual(
      api.server.db.kind === 'pglite'
        ? []
        : ['select version::text as version from data_versions where client_id = $1'],
    );
  });

  it('compute the answer to a new state once for all who ask for it at the same time', async () => {
    const before = await api.call('Schemas');
    const [schema] = await api.ok<{ id: string }[]>('Schemas');
    await api.saveFile(schema?.id ?? '', 'Max');
    statements = [];

    const answers = await Promise.all(Array.from({ length: 5 }, () => api.call('Schemas')));

    for (const answer of answers) expect(answer).toEqual(before);
    expect(statements.filter((sql) => /\bfrom schemas\b/i.test(sql))).toHaveLength(1);
  });

  it('answer anew once anything of the client was written', async () => {
    const before = await api.ok<{ id: string; label: string }[]>('Schemas');
    const [schema] = before;
    await api.ok('UpdateSchema', { schema: { id: schema?.id, label: 'Kundin', elements: [] } });

    const after = await api.ok<{ id: string; label: string }[]>('Schemas');

    expect(after.map((kept) => kept.label)).toEqual(['Kundin']);
  });

  it('read no data version for a mutation asked before, whatever its variables', async () => {
    const [schema] = await api.ok<{ id: string }[]>('Schemas');
    await api.ok('UpdateSchema', { schema: { id: schema?.id, label: 'Kundin A', elements: [] } });
    statements = [];

    await api.ok('UpdateSchema', { schema: { id: schema?.id, label: 'Kundin B', elements: [] } });

    expect(statements.filter((sql) => /\bfrom data_versions\b/.test(sql))).toEqual([]);
    const after = await api.ok<{ label: string }[]>('Schemas');
    expect(after.map((kept) => kept.label)).toEqual(['Kundin B']);
  });

  it('keep a tree’s answer through writes that leave the tree as it was, and answer anew once it changed', async () => {
    const schema = await api.saveSchema('Vertrag');
    const file = await api.saveFile(schema.id, 'Vertrag 1');
    const tree = { frontEndType: 'alloy' };
    await api.call('GetDirectoryFolderToLoggedInClient', tree);
    const first = await api.call('GetDirectoryFolderToLoggedInClient', tree);
    await api.ok('UpdateFile', { data: { id: file.id, version: 1, data: [] } });
    await api.ok('UpdateSchema', { schema: { id: schema.id, label: 'Verträge', elements: [] } });
    statements = [];

    const again = await api.call('GetDirectoryFolderToLoggedInClient', tree);

    expect(again).toEqual(first);
    // The tree's stamp alone tells that the answer still holds: not the data version that the writes moved.
    expect(statements.filter((sql) => /\bfrom data_versions\b/.test(sql))).toEqual([]);
    await api.saveFile(schema.id, 'Vertrag 2');
    const changed = await api.ok<{ flat: { directory: { name: string } }[] }>(
      'GetDirectoryFolderToLoggedInClient',
      tree,
    );
    expect(changed.flat.map((row) => row.directory.name)).toEqual(
      expect.arrayContaining(['Vertrag 1', 'Vertrag 2']),
    );
  });

  it('keep a tree’s first answer under the state it shows, so the next read of that state computes nothing', async () => {
    const schema = await api.saveSchema('Auftrag');
    await api.saveFile(schema.id, 'Auftrag 1');
    const tree = { frontEndType: 'alloy' };
    // The editor has not read this tree before: the first answer is computed and kept.
    const first = await api.call('GetDirectoryFolderToLoggedInClient', tree, api.editor);
    statements = [];

    const again = await api.call('GetDirectoryFolderToLoggedInClient', tree, api.editor);

    expect(again).toEqual(first);
    // At most the tree's stamp, to see that the state is still the one kept; computing it anew reads it twice.
    expect(statements.filter((sql) => /\bfrom directories\b/.test(sql)).length).toBeLessThanOrEqual(1);
    expect(statements.filter((sql) => /\bfrom data_versions\b/.test(sql))).toEqual([]);
  });

  it('keep a query that asks for a tree and anything else by the data version', async () => {
    const both = `query Both { getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { version } schema { id label } }`;
    const [schema] = await api.ok<{ id: string }[]>('Schemas');
    await api.server.gql(both, {}, api.admin);
    await api.server.gql(both, {}, api.admin);

    await api.ok('UpdateSchema', { schema: { id: schema?.id, label: 'Kundschaft', elements: [] } });
    const after = await api.server.gql<{ schema: { id: string; label: string }[] }>(both, {}, api.admin);

    expect(after.body.data?.schema.find((kept) => kept.id === schema?.id)?.label).toBe('Kundschaft');
  });

  it('never give one caller’s answer to another client, another role or a caller without a token', async () => {
    const admin = await api.server.gql(AUDIT, {}, api.admin);
    expect(admin.body.errors).toBeUndefined();

    // Another role is refused: the admin's kept answer is not handed over.
    const editor = await api.server.gql(AUDIT, {}, api.editor);
    expect(editor.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const otherClient = await api.server.gql(AUDIT, {}, api.otherAdmin);
    const anonymous = await api.server.gql(AUDIT, {});
    const forged = await api.server.gql(AUDIT, {}, `${api.admin.slice(0, -4)}AAAA`);

    expect(otherClient.body).toEqual({ data: { auditTrail: [] } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(forged.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keep no error: a file asked for before it exists is found once it does', async () => {
    const missing = await api.server.gql(
      'query F($id: String!) { queryFileData(id: $id) { id label } }',
      { id: 'later' },
      api.admin,
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [schema] = await api.ok<{ id: string }[]>('Schemas');
    await api.saveFile(schema?.id ?? '', 'Später', { id: 'later' });

    const found = await api.server.gql(
      'query F($id: String!) { queryFileData(id: $id) { id label } }',
      { id: 'later' },
      api.admin,
    );

    expect(found.body).toEqual({ data: { queryFileData: { id: 'later', label: 'Später' } } });
  });
});
