import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { DirectoryItem } from '../../domain/directory/types';
import { type GqlError, type GqlResponse, startTestServer, type TestServer } from '../test/harness';

const OPERATIONS_DIR = fileURLToPath(new URL('../../graphql/operations', import.meta.url));

/** The SPA's own operation documents, by operation name, each with the fragments it spreads. */
function loadOperations(): Map<string, string> {
  const files = readdirSync(OPERATIONS_DIR, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.graphql'),
  );
  const texts = files.map((name) => readFileSync(`${OPERATIONS_DIR}/${name}`, 'utf8'));
  const fragments = new Map<string, string>();
  const operations = new Map<string, string>();
  for (const text of texts) {
    const fragment = /^fragment (\w+)/m.exec(text);
    const operation = /^(?:query|mutation) (\w+)/m.exec(text);
    if (fragment?.[1]) fragments.set(fragment[1], text);
    else if (operation?.[1]) operations.set(operation[1], text);
  }
  for (const [name, text] of operations) {
    const spread = [...fragments].filter(([fragmentName]) => text.includes(`...${fragmentName}`));
    operations.set(name, [text, ...spread.map(([, fragmentText]) => fragmentText)].join('\n'));
  }
  return operations;
}

const OPERATIONS = loadOperations();

/** The text the SPA sends for one of its operations, with the fragments it spreads. */
export function operationDocument(name: string): string {
  const document = OPERATIONS.get(name);
  if (!document) throw new Error(`No operation named ${name} in graphql/operations.`);
  return document;
}

export type TreeName = 'DATA' | 'SCHEMA';

export interface TreeRead {
  filter: Record<string, unknown>;
  version: number;
  flat: { id: string; item: DirectoryItem }[];
  nested: { id: string; item: DirectoryItem }[];
}

const TREE_FIELDS = {
  DATA: { directory: 'getDirectoryFolderToLoggedInClient', bin: 'recycleBin' },
  SCHEMA: { directory: 'schemaDirectory', bin: 'schemaRecycleBin' },
} as const;

const ITEM_FIELDS =
  'id fileId parentId position name fixedNumberOfChildren schemaOfChildren client schemaId isLeaf isVisible ticked restoreParentId';

/** A whole tree as an API client asks for it: `filter`, `flat` and `nested` as deep as a tree goes. */
function treeDocument(field: string, key: string): string {
  const children = (levels: number): string =>
    levels === 0 ? ITEM_FIELDS : `${ITEM_FIELDS} children { ${children(levels - 1)} }`;
  return `query Tree($frontEndType: String!) { ${field}(frontEndType: $frontEndType) {
    filter version flat { id ${key} { ${ITEM_FIELDS} } } nested { id ${key} { ${children(5)} } } } }`;
}

/** A fresh server with two clients: `acme` (an admin and an editor) and `globex` (an admin). */
export class Api {
  private constructor(
    readonly server: TestServer,
    readonly admin: string,
    readonly editor: string,
    readonly otherAdmin: string,
  ) {}

  static async start(): Promise<Api> {
    const server = await startTestServer();
    const users = [
      { client: 'acme', username: 'acme-admin', password: 'acme-admin-pw', role: 'admin' as const },
      { client: 'acme', username: 'acme-editor', password: 'acme-editor-pw', role: 'editor' as const },
      { client: 'globex', username: 'globex-admin', password: 'globex-admin-pw', role: 'admin' as const },
    ];
    const tokens: string[] = [];
    for (const user of users) {
      await server.createUser(user);
      tokens.push(await server.login(user.username, user.password));
    }
    const [admin = '', editor = '', otherAdmin = ''] = tokens;
    return new Api(server, admin, editor, otherAdmin);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** Runs one of the SPA's operations by name; `token` null sends none. */
  call<Data = Record<string, unknown>>(
    operation: string,
    variables: Record<string, unknown> = {},
    token: string | null = this.admin,
  ): Promise<GqlResponse<Data>> {
    return this.server.gql<Data>(operationDocument(operation), variables, token ?? undefined);
  }

  /** The operation's root field, failing the test with the server's errors when there are any. */
  async ok<Result = Record<string, unknown>>(
    operation: string,
    variables: Record<string, unknown> = {},
    token: string | null = this.admin,
  ): Promise<Result> {
    const { body } = await this.call<Record<string, Result>>(operation, variables, token);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const [result] = Object.values(body.data ?? {});
    if (result === undefined) throw new Error(`${operation} answered no data.`);
    return result;
  }

  /** The first error of an operation that must fail, and no data. */
  async fails(operation: string, variables: Record<string, unknown> = {}, token: string | null = this.admin) {
    const { body } = await this.call(operation, variables, token);
    expect(body.errors?.length, `${operation} should fail`).toBeGreaterThan(0);
    expect(Object.values(body.data ?? {}).filter((value) => value !== null)).toEqual([]);
    return body.errors?.[0] as GqlError;
  }

  async failsWith(
    code: string,
    operation: string,
    variables: Record<string, unknown> = {},
    token: string | null = this.admin,
  ) {
    const error = await this.fails(operation, variables, token);
    expect(error.extensions?.code, error.message).toBe(code);
    return error;
  }

  async tree(tree: TreeName = 'DATA', bin = false, token: string = this.admin): Promise<TreeRead> {
    const field = TREE_FIELDS[tree][bin ? 'bin' : 'directory'];
    const key = bin ? 'recycleBin' : 'directory';
    type Rows = Record<string, DirectoryItem | string>[];
    const { body } = await this.server.gql<
      Record<string, { filter: Record<string, unknown>; version: number; flat: Rows; nested: Rows }>
    >(treeDocument(field, key), { frontEndType: 'alloy' }, token);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const result = body.data?.[field];
    if (!result) throw new Error(`${field} answered no data.`);
    const rows = (list: Record<string, DirectoryItem | string>[]) =>
      list.map((row) => ({ id: row.id as string, item: row[key] as DirectoryItem }));
    return {
      filter: result.filter,
      version: result.version,
      flat: rows(result.flat),
      nested: rows(result.nested),
    };
  }

  async saveSchema(label: string, extra: Record<string, unknown> = {}, token: string = this.admin) {
    return this.ok<{ success: boolean; directoryId: string; id: string }>(
      'SaveSchema',
      { schema: { label, ...extra } },
      token,
    );
  }

  async saveFile(
    schemaId: string,
    label: string,
    extra: Record<string, unknown> = {},
    token: string = this.admin,
  ) {
    return this.ok<{ success: boolean; directoryId: string; id: string }>(
      'SaveFile',
      { file: { schemaId, label, parentId: null, ...extra } },
      token,
    );
  }

  async file(id: string, token: string = this.admin) {
    return this.ok<FileRead>('QueryFileData', { id }, token);
  }
}

export interface FileRead {
  id: string;
  label: string;
  schemaId: string;
  parentId: string | null;
  directoryId: string | null;
  data: Record<string, unknown>[];
  relatedFiles: {
    id: string | null;
    fileId: string;
    relationshipId: string;
    position: number;
    label: string;
    elementId: string | null;
  }[];
  version: number;
  updatedAt: string;
}

export { schemaElement } from '../../domain/schema/element-fixtures';

/** A folder item for whole-tree writes. */
export const folder = (id: string, name: string, children: unknown[] = []) => ({ id, name, children });

/** Entry names in tree order with their depth, for compact assertions: `['A', '  B']`. */
export function outline(items: DirectoryItem[], depth = 0): string[] {
  return items.flatMap((item) => [`${'  '.repeat(depth)}${item.name}`, ...outline(item.children, depth + 1)]);
}
