import { randomUUID } from 'node:crypto';
import { fileData, logInByApi, saveFile, saveSchema } from './file-viewer-api';
import { expect as baseExpect, loggedOut, test } from './fixtures';
import { DataExplorerPage, LoginPage, MainLayout } from './pages';
import { expectVisibleFocus, tabTo } from './pages/keyboard';
import { apiAs } from './trees-helpers';
import { workerAccount } from './worker-account';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('keyboard only', () => {
  test.use({ storageState: loggedOut });

  test('logs in, opens a file from the tree, edits a field, uses a dialog and logs out without the mouse', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const run = randomUUID().slice(0, 6);
    const token = await logInByApi(request);
    const schemaId = `tastatur-${run}`;
    await saveSchema(request, token, {
      id: schemaId,
      label: `Tastatur ${run}`,
      elements: [
        {
          elementId: 'name',
          componentId: 'Input',
          label: 'Name',
          parentId: '0',
          position: 0,
          props: {},
          children: [],
        },
        {
          elementId: 'links',
          componentId: 'Relationship',
          label: 'Verweise',
          parentId: '0',
          position: 1,
          props: { _props: { _content: { _schema: [{ schemaId, elementId: 'links', position: 0 }] } } },
          children: [],
        },
      ],
    });
    const folder = `Tastaturordner ${run}`;
    const fileName = `Tastaturdatei ${run}`;
    const file = await saveFile(request, token, {
      schemaId,
      label: fileName,
      parentId: await (await apiAs(request)).folder(folder),
    });

    const login = new LoginPage(page);
    const layout = new MainLayout(page);
    const data = new DataExplorerPage(page);

    // Log in: the username field has the focus on arrival; Enter submits.
    await login.goto();
    await expect(login.username).toBeFocused();
    const account = workerAccount();
    await page.keyboard.type(account.username);
    await page.keyboard.press('Tab');
    await expect(login.password).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await layout.expectLoggedIn();

    // The skip link comes first and is visible when focused.
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();

    // To the data editor through the menu.
    const dataLink = layout.menu.getByRole('link', { name: /Daten Editor/ });
    await tabTo(page, dataLink);
    await expectVisibleFocus(dataLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/DataEditor$/);

    // Filter the tree, move into it and open the file with the arrow keys and Enter.
    await tabTo(page, data.tree.filterInput());
    await page.keyboard.type(fileName);
    await expect(data.tree.row(fileName)).toBeVisible();
    // Past the filter's clear button, the tree takes the focus on its active row.
    const folderRow = data.tree.row(folder);
    await tabTo(page, folderRow, { max: 3 });
    await expectVisibleFocus(folderRow);
    await page.keyboard.press('ArrowDown');
    await expect(data.tree.row(fileName)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/DataEditor/${file.directoryId}$`));
    await expect(data.viewer.heading(fileName)).toBeVisible();

    // Edit a field; Enter saves it.
    const name = data.viewer.input('Name');
    await tabTo(page, name);
    await expectVisibleFocus(name);
    await page.keyboard.type('Per Tastatur');
    await page.keyboard.press('Enter');
    await data.viewer.expectSaved();

    // A dialog opens with Enter and closes with Escape; the focus goes back to where it was.
    const relate = data.viewer.relationship('Verweise').addButton;
    await tabTo(page, relate);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Verknüpfte Dateien auswählen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(relate).toBeFocused();

    // Leave the file through the menu; what was typed is stored.
    const homeLink = layout.menu.getByRole('link', { name: /Startseite/ });
    await tabTo(page, homeLink, { backwards: true, max: 80 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Startseite' })).toBeVisible();
    await expect
      .poll(async () => (await fileData(request, token, file.id)).data)
      .toContainEqual({ elementId: 'name', 'props.model.model-value': 'Per Tastatur' });

    // Log out from the avatar menu.
    await tabTo(page, layout.userMenuButton, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(layout.logoutItem).toBeVisible();
    // The menu keeps the focus and marks the active item; arrow keys move that mark.
    for (let press = 0; press < 10; press += 1) {
      if ((await layout.logoutItem.getAttribute('data-highlighted')) !== null) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(layout.logoutItem).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});
