import { expect, test } from './fixtures';
import { seedFile } from './seed';
import { openLoggedIn } from './session';

test.describe('editor pages', () => {
  test('the data editor lists a file and shows it with its schema', async ({ page, request }) => {
    const { file, schema } = await seedFile(request, {
      schemaLabel: 'Person',
      fileLabel: 'Erika Mustermann',
    });
    await openLoggedIn(page, '/DataEditor');

    const tree = page.getByRole('navigation', { name: 'Dateien' });
    // Aimed at the start of the name: the row's buttons lie over its end, and on the tree's active row (the
    // first one, here the only one) they take the pointer at once, not after the usual pause.
    await tree.getByRole('link', { name: 'Erika Mustermann' }).click({ position: { x: 8, y: 8 } });
    await expect(page).toHaveURL(new RegExp(`/DataEditor/${file.directoryId}$`));
    await expect(page.getByRole('heading', { name: 'Erika Mustermann', level: 2 })).toBeVisible();
    await expect(page.getByText(file.id, { exact: true })).toBeVisible();

    await page.reload();
    await page.getByRole('link', { name: 'Person' }).click();
    await expect(page).toHaveURL(new RegExp(`/SchemaEditor/${schema.directoryId}$`));
    await expect(page.getByRole('heading', { name: 'Person', level: 2 })).toBeVisible();
    await expect(page.getByText(schema.id, { exact: true })).toBeVisible();
  });

  test('the directory pane starts at 20 % and resizes between 20 % and 50 %', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLoggedIn(page, '/DataEditor');
    const splitter = page.getByRole('separator', { name: 'Breite des Verzeichnisses ändern' });
    await expect(splitter).toHaveAttribute('aria-valuenow', '20');
    await expect(splitter).toHaveAttribute('aria-valuemin', '20');
    await expect(splitter).toHaveAttribute('aria-valuemax', '50');

    await splitter.focus();
    for (let step = 0; step < 60; step += 1) await page.keyboard.press('ArrowRight');
    await expect(splitter).toHaveAttribute('aria-valuenow', '50');
    for (let step = 0; step < 60; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(splitter).toHaveAttribute('aria-valuenow', '20');
  });

  test('an unknown entry id says so', async ({ page }) => {
    await openLoggedIn(page, '/DataEditor/unbekannt');
    await expect(page.getByRole('alert')).toContainText('Eintrag nicht gefunden');
    await expect(page.getByRole('alert')).toContainText('„unbekannt“');
  });

  test('the start page counts what exists and links to the recent files', async ({ page, request }) => {
    const { file } = await seedFile(request, { schemaLabel: 'Projekt', fileLabel: 'Projekt Alpha' });
    await openLoggedIn(page);

    const stats = page.getByRole('list', { name: 'Bestand' });
    await expect(stats.getByRole('listitem').filter({ hasText: 'Schemas' })).not.toContainText(/\b0\b/);
    await page
      .getByRole('region', { name: 'Zuletzt geänderte Dateien' })
      .getByRole('link', { name: 'Projekt Alpha' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/DataEditor/${file.directoryId}$`));
  });
});
