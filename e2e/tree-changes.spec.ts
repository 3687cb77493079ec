import type { APIRequestContext, Page } from '@playwright/test';
import { scan } from './a11y';
import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import { apiAs, closeToast, dataTree, expand, expectLevel, toast, unique } from './trees-helpers';
import { workerAccount } from './worker-account';

/** The worker's account writing single entries of the data tree, the way another user's editor does. */
async function treeWriter(request: APIRequestContext) {
  const { token } = await apiAs(request);
  const call = async <T>(query: string, variables: object) => {
    const response = await request.post('/', {
      data: { query, variables },
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data as T;
  };
  return {
    async folder(name: string, parentId: string | null = null) {
      const { createDirectoryFolder } = await call<{ createDirectoryFolder: { directoryId: string } }>(
        'mutation ($parentId: String, $name: String!) { createDirectoryFolder(parentId: $parentId, name: $name) { directoryId } }',
        { parentId, name },
      );
      return createDirectoryFolder.directoryId;
    },
    move: (directoryId: string, parentId: string | null) =>
      call(
        'mutation ($directoryId: String!, $parentId: String) { moveDirectoryEntry(directoryId: $directoryId, parentId: $parentId, position: 1) { success } }',
        { directoryId, parentId },
      ),
    rename: (directoryId: string, name: string) =>
      call(
        'mutation ($directoryId: String!, $name: String!) { renameDirectoryEntry(directoryId: $directoryId, name: $name) { success } }',
        { directoryId, name },
      ),
  };
}

const changesDialog = (page: Page, title = 'Änderungen im Ordnerbaum') =>
  page.getByRole('dialog', { name: title });

test.describe('the change list of the directory trees', () => {
  test('tells moves and renames as sentences, and puts a move back into its old folder', async ({
    page,
    request,
  }) => {
    const inbox = unique('Eingang');
    const archive = unique('Archiv');
    const box = unique('Kiste');
    const oldName = unique('Alt');
    const newName = unique('Neu');
    const writer = await treeWriter(request);
    const inboxId = await writer.folder(inbox);
    const archiveId = await writer.folder(archive);
    const boxId = await writer.folder(box, inboxId);
    const renamedId = await writer.folder(oldName);
    await writer.move(boxId, archiveId);
    await writer.rename(renamedId, newName);

    await openLoggedIn(page, '/DataEditor');
    await page.getByRole('button', { name: 'Änderungen', exact: true }).click();
    const dialog = changesDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]changes=true/);

    const moved = `„${box}“ verschoben: ${inbox} → ${archive}`;
    const renamed = `„${newName}“ umbenannt: „${oldName}“ → „${newName}“`;
    const revisions = dialog.getByRole('list', { name: 'Änderungen, neueste zuerst' });
    // Newest first: the rename, then the move, then the folders as they were created.
    await expect(revisions.getByRole('heading', { level: 3 }).first()).toContainText(
      workerAccount().username,
    );
    await expect(revisions.getByText(renamed)).toBeVisible();
    await expect(revisions.getByText(moved)).toBeVisible();
    await expect(revisions.getByText(`„${box}“ angelegt in ${inbox}`)).toBeVisible();
    await expect(revisions.getByText(`„${inbox}“ angelegt auf der obersten Ebene`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Zurücksetzen: ${renamed}` })).toBeVisible();
    expect(await scan(page, 'tree changes')).toEqual([]);

    await dialog.getByRole('button', { name: `Zurücksetzen: ${moved}` }).click();
    await expect(toast(page, 'Zurückgesetzt.')).toBeVisible();
    // The put-back is a change of its own, at the top; the move it undid has nothing left to put back.
    await expect(revisions.getByText(`„${box}“ verschoben: ${archive} → ${inbox}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Zurücksetzen: ${moved}` })).toHaveCount(0);
    await closeToast(page, 'Zurückgesetzt.');

    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/changes=/);

    // The folder is back in its old parent: under the opened inbox, while the archive stays closed.
    const tree = dataTree(page);
    await expand(tree, inbox);
    await expectLevel(tree, box, 2);
    await page.reload();
    const reloaded = dataTree(page);
    await expand(reloaded, inbox);
    await expectLevel(reloaded, box, 2);
    await expect(reloaded.getByRole('treeitem', { name: archive, exact: true })).not.toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('opens from a link with ?changes=true, on either explorer, and closing takes the param away', async ({
    page,
  }) => {
    // Not `openLoggedIn`: the open list hides the page behind it, the user menu with it.
    await page.goto('/DataEditor?changes=true');
    const dialog = changesDialog(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('heading', { name: 'Änderungen im Ordnerbaum', level: 2 })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/DataEditor$/);
    // The button opens it again, from the keyboard too.
    await page.getByRole('button', { name: 'Änderungen', exact: true }).press('Enter');
    await expect(dialog).toBeVisible();

    await page.goto('/SchemaEditor?changes=true');
    const schemaDialog = changesDialog(page, 'Änderungen im Schemabaum');
    await expect(schemaDialog).toBeVisible({ timeout: 15_000 });
    await schemaDialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(schemaDialog).toBeHidden();
    await expect(page).toHaveURL(/\/SchemaEditor$/);
  });
});
