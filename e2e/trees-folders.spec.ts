import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import { chooseFromRowMenu, dataTree, expand, reveal, row, saved, toast, unique } from './trees-helpers';

test.describe('folders in the data tree', () => {
  test('a new top-level folder needs a name that no sibling has', async ({ page }) => {
    const name = unique('Berichte');
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);

    await page.getByRole('button', { name: 'Neuer Ordner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Ordner' });
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Der Name darf nicht leer sein.')).toBeVisible();

    await dialog.getByLabel('Ordnername').fill(name);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await reveal(tree, name);
    await expect(toast(page, 'Directory erfolgreich aktualisiert')).toBeVisible();

    await page.getByRole('button', { name: 'Neuer Ordner' }).click();
    await dialog.getByLabel('Ordnername').fill(`  ${name.toUpperCase()} `);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Ein Eintrag mit diesem Namen existiert hier bereits.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    await saved(tree);
    await page.reload();
    await reveal(dataTree(page), name);
  });

  test('a folder is renamed from its menu or with F2, and gets sub-folders from its menu', async ({
    page,
  }) => {
    const name = unique('Projekte');
    const renamed = unique('Projekte 2026');
    const child = unique('Entwürfe');
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    await page.getByRole('button', { name: 'Neuer Ordner' }).click();
    await page.getByLabel('Ordnername').fill(name);
    await page.getByRole('button', { name: 'Speichern' }).click();

    await chooseFromRowMenu(tree, name, 'Umbenennen');
    const renameDialog = page.getByRole('dialog', { name: 'Ordner umbenennen' });
    await expect(renameDialog.getByLabel('Ordnername')).toHaveValue(name);
    await renameDialog.getByLabel('Ordnername').fill(renamed);
    await renameDialog.getByRole('button', { name: 'Speichern' }).click();
    await reveal(tree, renamed);
    await expect(row(tree, name)).toHaveCount(0);

    await row(tree, renamed).click();
    await page.keyboard.press('F2');
    await renameDialog.getByLabel('Ordnername').fill(name);
    await renameDialog.getByLabel('Ordnername').press('Enter');
    await reveal(tree, name);

    await chooseFromRowMenu(tree, name, 'Neuer Ordner');
    await page.getByRole('dialog', { name: 'Neuer Ordner' }).getByLabel('Ordnername').fill(child);
    await page
      .getByRole('dialog', { name: 'Neuer Ordner' })
      .getByRole('button', { name: 'Speichern' })
      .click();
    await expect(row(tree, child)).toHaveAttribute('aria-level', '2');

    await saved(tree);
    await page.reload();
    const reloaded = dataTree(page);
    await expand(reloaded, name);
    await expect(row(reloaded, child)).toHaveAttribute('aria-level', '2');
  });
});
