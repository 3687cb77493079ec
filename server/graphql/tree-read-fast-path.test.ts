import { execute, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, ROLE_PERMISSIONS } from '../../domain/auth/permissions';
import type { RequestContext, Viewer } from '../context';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { TreeSnapshots } from '../repositories/tree-snapshots';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { createApiSchema } from './schema';
import { executeTreeReads } from './tree-read-fast-path';

const schema = createApiSchema();
const admin: Viewer = {
  userId: 'u1',
  userName: 'ada',
  client: 'acme',
  permissionIds: ROLE_PERMISSIONS.admin,
};

const ITEM =
  'id fileId parentId position name fixedNumberOfChildren schemaOfChildren client schemaId isLeaf isVisible ticked restoreParentId';

const entry = (
  id: string,
  parentId: string | null,
  position: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  name: `Name ${id} "quoted" ü`,
  fileId: null,
  schemaId: null,
  parentId,
  position,
  fixedNumberOfChildren: null,
  schemaOfChildren: null,
  isLeaf: false,
  isVisible: true,
  ticked: false,
  ...extra,
});

let database: TestDatabase;
let db: Database;

async function storeTree(tree: string, bin: boolean, entries: unknown[], frontEndType = 'alloy') {
  await db.query(
    `insert into directories (client_id, front_end_type, tree, bin, entries, version) values ($1, $2, $3, $4, $5::text::jsonb, 1)
     on conflict (client_id, front_end_type, tree, bin)
     do update set entries = excluded.entries, version = directories.version + 1, updated_at = now()`,
    ['acme', frontEndType, tree, bin, JSON.stringify(entries)],
  );
}

function context(viewer: Viewer | null, trees = new TreeSnapshots()): RequestContext {
  return { db, viewer, ip: '127.0.0.1', trees } as RequestContext;
}

/** The fast answer and graphql-js's own, as JSON text. */
async function bothAnswers(
  query: string,
  variables: Record<string, unknown> = {},
  viewer: Viewer | null = admin,
) {
  const document = parse(query);
  const args = { schema, document, variableValues: variables };
  const fast = await executeTreeReads({ ...args, contextValue: context(viewer) });
  const normal = await execute({ ...args, contextValue: context(viewer) });
  return { fast: fast?.stringify() ?? null, normal: JSON.stringify(normal) };
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await migrate(db);
  await db.query("insert into clients (id, name) values ('acme', 'Acme')");
  await storeTree('DATA', false, [
    entry('a', null, 1),
    entry('a1', 'a', 1, { fixedNumberOfChildren: 3, schemaOfChildren: 's1' }),
    entry('a11', 'a1', 1, { fileId: 'f1', isLeaf: true, ticked: true }),
    entry('a2', 'a', 2, { isVisible: false }),
    entry('b', null, 2, { fileId: 'f2', isLeaf: true }),
  ]);
  await storeTree('DATA', true, [entry('x', 'bin', 1, { restoreParentId: 'a' })]);
  await storeTree('SCHEMA', false, [entry('s', null, 1, { fileId: 's1', isLeaf: true })]);
});

afterAll(() => database?.dispose());

describe('tree queries answered without field-by-field execution', () => {
  it('answer byte for byte what graphql-js answers, for the app operations and odd selections', async () => {
    const queries: [string, Record<string, unknown>?][] = [
      [
        `query Q($frontEndType: String!) { getDirectoryFolderToLoggedInClient(frontEndType: $frontEndType) {
          filter version flat { id directory { ...Item } }
          nested { id directory { ...Item children { ...Item children { ...Item children { ${ITEM} } } } } } } }
         fragment Item on DirectoryItem { ${ITEM} }`,
        { frontEndType: 'alloy' },
      ],
      [`{ recycleBin(frontEndType: "alloy") { version filter flat { id recycleBin { ${ITEM} } } } }`],
      [`{ schemaDirectory(frontEndType: "alloy") { nested { directory { ${ITEM} children { id } } } } }`],
      [`{ schemaRecycleBin(frontEndType: "alloy") { version flat { id } nested { id } } }`],
      [
        `query Q($skip: Boolean!, $with: Boolean!) {
          tree: getDirectoryFolderToLoggedInClient(frontEndType: "alloy") {
            __typename v: version version
            flat { __typename key: id directory @skip(if: $skip) { name } directory { id } }
            nested { ... on DirectoryRow { id } ...Row directory @include(if: $with) { children { name n: name } } }
          }
          bin: recycleBin(frontEndType: "alloy") { version }
          again: getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { version }
        }
        fragment Row on DirectoryRow { directory { id name } }`,
        { skip: false, with: true },
      ],
    ];
    for (const [query, variables] of queries) {
      const { fast, normal } = await bothAnswers(query, variables);
      expect(fast).not.toBeNull();
      expect(fast).toBe(normal);
    }
    const skipped = await bothAnswers(
      'query Q($s: Boolean!) { getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { flat { directory @skip(if: $s) { id } id } } }',
      { s: true },
    );
    expect(skipped.fast).toBe(skipped.normal);
  });

  it('leave errors and anything but tree queries to normal execution', async () => {
    const tree = '{ getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { version } }';
    expect((await bothAnswers(tree, {}, null)).fast).toBeNull();
    const noAccess = {
      ...admin,
      permissionIds: admin.permissionIds.filter((id) => id !== PERMISSION.access),
    };
    expect((await bothAnswers(tree, {}, noAccess)).fast).toBeNull();
    expect(
      (await bothAnswers('{ getDirectoryFolderToLoggedInClient(frontEndType: "NOT valid") { version } }'))
        .fast,
    ).toBeNull();
    expect(
      (
        await bothAnswers(
          '{ getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { version } overview(recentLimit: 1) { fileCount } }',
        )
      ).fast,
    ).toBeNull();
    expect(
      (await bothAnswers('query Q($f: String!) { recycleBin(frontEndType: $f) { version } }', {})).fast,
    ).toBeNull();
  });

  it('answer a new state as soon as it is stored, by whichever connection or server stored it', async () => {
    const ctx = context(admin);
    const document = parse(
      `{ getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { version flat { id directory { name } } } }`,
    );
    const read = async () =>
      JSON.parse((await executeTreeReads({ schema, document, contextValue: ctx }))?.stringify() ?? 'null');
    const before = await read();
    expect(await read()).toEqual(before);
    await storeTree('DATA', false, [entry('c', null, 1)]);
    const after = await read();
    expect(after.data.getDirectoryFolderToLoggedInClient.version).toBe(
      before.data.getDirectoryFolderToLoggedInClient.version + 1,
    );
    expect(after.data.getDirectoryFolderToLoggedInClient.flat).toEqual([
      { id: 'c', directory: { name: 'Name c "quoted" ü' } },
    ]);
  });
});
