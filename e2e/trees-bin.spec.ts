import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import {
  apiAs,
  binTree,
  chooseFromRowMenu,
  closeToast,
  dataTree,
  expand,
  reveal,
  row,
  saved,
  toast,
  unique,
} from './trees-helpers';

test.describe('recycle bin of the data tree', () => {
  test('a folder goes to the bin with its contents and comes back with them', async ({ page, request }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Akte'));
    const folder = unique('Altlasten');
    const inside = unique('Gutachten');
    await api.file(schemaId, inside, await api.folder(folder));
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    const bin = binTree(page);

    await chooseFromRowMenu(tree, folder, 'Löschen');
    const confirm = page.getByRole('alertdialog', { name: 'Eintrag löschen' });
    await confirm.getByRole('button', { name: 'In den Papierkorb verschieben' }).click();
    await expect(row(tree, folder)).toHaveCount(0);
    await reveal(bin, folder);
    await expect(toast(page, 'Directory erfolgreich aktualisiert')).toBeVisible();
    await expand(bin, folder);
    await expect(row(bin, inside)).toHaveAttribute('aria-level', '2');

    await saved(tree);
    await page.reload();
    await chooseFromRowMenu(binTree(page), folder, 'Wiederherstellen');
    await expect(toast(page, 'Papierkorb erfolgreich aktualisiert')).toBeVisible();
    await expect(row(binTree(page), folder)).toHaveCount(0);
    await expand(dataTree(page), folder);
    await expect(row(dataTree(page), inside)).toHaveAttribute('aria-level', '2');
  });

  test('a restored file goes back into the folder it came from', async ({ page, request }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Akte'));
    const folder = unique('Verträge');
    const fileName = unique('Kaufvertrag');
    await api.file(schemaId, fileName, await api.folder(folder));
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);

    await expand(tree, folder);
    await row(tree, fileName).click();
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'In den Papierkorb verschieben' }).click();
    await expect(row(tree, fileName)).toHaveCount(0);
    await expect(page).toHaveURL(/\/DataEditor$/);
    await closeToast(page, 'Directory erfolgreich aktualisiert');

    await chooseFromRowMenu(binTree(page), fileName, 'Wiederherstellen');
    await expect(row(tree, fileName)).toHaveAttribute('aria-level', '2');
  });

  test('deleting from the bin removes the file for good', async ({ page, request }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Akte'));
    const fileName = unique('Entwurf');
    const file = await api.file(schemaId, fileName);
    await openLoggedIn(page, '/DataEditor');

    await chooseFromRowMenu(dataTree(page), fileName, 'Löschen');
    await page.getByRole('button', { name: 'In den Papierkorb verschieben' }).click();
    await closeToast(page, 'Directory erfolgreich aktualisiert');
    await chooseFromRowMenu(binTree(page), fileName, 'Löschen');
    const confirm = page.getByRole('alertdialog', { name: 'Eintrag löschen' });
    await expect(confirm.getByRole('button', { name: 'In den Papierkorb verschieben' })).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();

    await expect(row(binTree(page), fileName)).toHaveCount(0);
    await expect(toast(page, 'Papierkorb erfolgreich aktualisiert')).toBeVisible();
    await expect.poll(() => api.fileExists(file.id)).toBe(false);
    await saved(dataTree(page));
    await page.reload();
    await expect(row(binTree(page), fileName)).toHaveCount(0);
  });
});
