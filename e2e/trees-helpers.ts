import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { allSaved, expandRow, revealRow } from './pages/tree';
import { workerAccount } from './worker-account';

/** What the helpers read of an entry and write back; the rest takes the server's defaults. */
const ENTRY_FIELDS = 'id name parentId fileId schemaId isLeaf isVisible';

interface FlatRow {
  id: string;
  directory: {
    id: string;
    name: string;
    parentId: string | null;
    fileId: string | null;
    schemaId?: string | null;
    isLeaf?: boolean;
    isVisible?: boolean;
  };
}

/** The worker's account as a client of the API, to set up trees the way another user or an import would. */
export async function apiAs(request: APIRequestContext) {
  const call = async <T>(query: string, variables: object = {}, token = ''): Promise<T> => {
    const response = await request.post('/', {
      data: { query, variables },
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data as T;
  };
  const { username, password } = workerAccount();
  const { login } = await call<{ login: { token: string } }>(
    'mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token } }',
    { username, password },
  );
  const as = <T>(query: string, variables: object = {}) => call<T>(query, variables, login.token);
  /** Reads the data directory flat, lets `edit` change its entries, and saves it nested. */
  const editTree = async (edit: (entries: Entry[]) => Entry[]) => {
    const { getDirectoryFolderToLoggedInClient: tree } = await as<{
      getDirectoryFolderToLoggedInClient: { version: number; flat: FlatRow[] };
    }>(
      `query { getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { version flat { id directory { ${ENTRY_FIELDS} } } } }`,
    );
    await as(
      'mutation ($directory: JSON!, $version: Int) { updateDirectory(directory: $directory, version: $version) { success } }',
      { directory: nest(edit(tree.flat.map((row) => row.directory)), null), version: tree.version },
    );
  };

  return {
    token: login.token,
    async schema(label: string) {
      const { saveSchema } = await as<{ saveSchema: { id: string; directoryId: string } }>(
        'mutation ($schema: JSON!) { saveSchema(schema: $schema) { id directoryId } }',
        { schema: { label, elements: [] } },
      );
      return saveSchema;
    },
    async file(schemaId: string, label: string, parentId: string | null = null) {
      const { saveFile } = await as<{ saveFile: { id: string; directoryId: string } }>(
        'mutation ($file: JSON!) { saveFile(file: $file) { id directoryId } }',
        { file: { schemaId, label, parentId, data: [] } },
      );
      return saveFile;
    },
    /** Adds a folder at the end of the top level of the data directory, or of a folder; answers its entry id. */
    async folder(name: string, parentId: string | null = null) {
      const id = randomUUID();
      await editTree((entries) => [...entries, { id, name, parentId, fileId: null }]);
      return id;
    },
    /** Puts a file's entry in one more folder, as "Übergeordnete Ordner bearbeiten" does; answers the new entry's id. */
    async alsoIn(directoryId: string, parentId: string) {
      const id = randomUUID();
      await editTree((entries) => {
        const placed = entries.find((entry) => entry.id === directoryId);
        if (!placed) throw new Error(`Entry ${directoryId} is not in the data directory.`);
        return [...entries, { ...placed, id, parentId }];
      });
      return id;
    },
    async fileExists(id: string) {
      const response = await request.post('/', {
        data: { query: 'query ($id: String!) { queryFileData(id: $id) { id } }', variables: { id } },
        headers: { authorization: login.token, 'content-type': 'application/json' },
      });
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      return body.errors?.[0]?.extensions?.code !== 'NOT_FOUND';
    },
  };
}

type Entry = FlatRow['directory'];
type Nested = Entry & { children: Nested[] };

function nest(entries: Entry[], parentId: string | null): Nested[] {
  return entries
    .filter((entry) => entry.parentId === parentId)
    .map((entry) => ({ ...entry, children: nest(entries, entry.id) }));
}

/** A name no other test uses, so tests can share one database. */
export const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

export const dataTree = (page: Page) => page.getByRole('tree', { name: 'Dateien' });
export const binTree = (page: Page) => page.getByRole('tree', { name: 'Papierkorb' });

export const row = (tree: Locator, name: string) => tree.getByRole('treeitem', { name, exact: true });

/** Scrolls the tree until the row is rendered (the tree renders only the rows near its visible area). */
export async function reveal(tree: Locator, name: string): Promise<Locator> {
  const target = row(tree, name);
  await revealRow(tree, target);
  return target;
}

/** Waits until the editor's tree changes are saved. */
export const saved = (tree: Locator) => allSaved(tree.page());

/** Opens a row's action menu the way a pointer user does and picks an entry. */
export async function chooseFromRowMenu(tree: Locator, name: string, action: string) {
  const target = await reveal(tree, name);
  await target.hover();
  await target.getByRole('button', { name: `Aktionen für „${name}“` }).click();
  await tree.page().getByRole('menuitem', { name: action }).click();
}

export const expand = expandRow;

/**
 * Expects a row at a level of the tree, revealed again when the tree, still settling after a load or moved
 * by another writer's entries, scrolled it out of its rendered rows between the reveal and the check.
 */
export async function expectLevel(tree: Locator, name: string, level: number) {
  await expect(async () => {
    await expect(await reveal(tree, name)).toHaveAttribute('aria-level', String(level), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The text of a toast; toasts are status messages. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text });

/**
 * Waits for a toast and closes it, as a user does to reach what it covers: toasts sit at the bottom centre,
 * over the bin's last rows on a narrow screen, and stay for as long as the pointer rests on them.
 */
export async function closeToast(page: Page, text: string | RegExp) {
  const shown = toast(page, text);
  await shown.getByRole('button', { name: 'Schließen' }).click();
  await expect(shown).toBeHidden();
}

/** Names of the visible rows of a tree that contain `part`, in display order. */
export async function rowNames(tree: Locator, part: string) {
  const names = await tree.getByRole('treeitem').allTextContents();
  return names.filter((name) => name.includes(part));
}
