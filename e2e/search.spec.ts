import { randomBytes } from 'node:crypto';
import { scan } from './a11y';
import { logInByApi, saveFile, saveSchema } from './file-viewer-api';
import { expect as baseExpect, test } from './fixtures';
import { openLoggedIn } from './session';

// Saves go through the real server; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A made-up word of letters, so only this test's file holds it. */
const codeWord = () =>
  `Qz${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

test.describe('search', () => {
  test.describe.configure({ timeout: 90_000 });

  test('finds a value just typed into a file, in another inflection and mistyped, and opens the file', async ({
    page,
    request,
  }) => {
    const token = await logInByApi(request);
    const code = codeWord();
    const schema = await saveSchema(request, token, {
      label: `Objekt ${code}`,
      elements: [
        {
          elementId: 'note',
          componentId: 'Input',
          label: 'Bemerkung',
          parentId: '0',
          position: 0,
          props: {},
          children: [],
        },
      ],
    });
    const file = await saveFile(request, token, {
      schemaId: schema.id,
      label: `Haus ${code}`,
      parentId: null,
    });
    await openLoggedIn(page, `/DataEditor/${file.directoryId}`);

    const note = page.getByRole('textbox', { name: 'Bemerkung' });
    await note.fill(`Die Häuser brauchen eine Wärmepumpe ${code}`);
    await note.blur();
    await expect(page.getByRole('status').filter({ hasText: 'Alle Änderungen gespeichert' })).toBeVisible();

    // Ctrl+K from the form's field: the search field has the focus at once.
    await note.focus();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Suchen' });
    await expect(dialog.getByRole('combobox', { name: 'Suchbegriff' })).toBeFocused();
    await page.keyboard.type(`Hauser ${code}`);
    const files = dialog.getByRole('group', { name: 'Dateien' });
    const hit = files.getByRole('option', { name: new RegExp(`Haus ${code}`) });
    await expect(hit).toBeVisible();
    await expect(hit).toContainText(`Bemerkung: Die Häuser brauchen eine Wärmepumpe ${code}`);
    await expect(hit.locator('mark')).toHaveText(['Haus', code, 'Häuser', code]);
    expect(await scan(page, 'search dialog')).toEqual([]);

    const field = dialog.getByRole('combobox', { name: 'Suchbegriff' });
    await field.fill(`Wärmpumpe ${code}`);
    await expect(files.getByRole('option')).toHaveCount(1);
    await expect(files.getByRole('option')).toContainText(`Haus ${code}`);
    await expect(dialog.getByRole('group', { name: 'Schemas' }).getByRole('option')).toHaveCount(0);

    await field.fill(`Objekte ${code}`);
    await expect(dialog.getByRole('group', { name: 'Schemas' }).getByRole('option')).toHaveText(
      new RegExp(`^Objekt ${code}`),
    );

    await field.fill(`${code} Häuser`);
    await expect(files.getByRole('option')).toHaveCount(1);
    await field.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/DataEditor/${file.directoryId}$`));
    await expect(page.getByRole('heading', { level: 2, name: `Haus ${code}` })).toBeVisible();
  });
});
