import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import {
  apiAs,
  chooseFromRowMenu,
  dataTree,
  expand,
  reveal,
  row,
  saved,
  toast,
  unique,
} from './trees-helpers';

test.describe('editing the folders of a file', () => {
  test('ticking folders puts the file in each of them, unticking takes it out', async ({ page, request }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Vertrag'));
    const first = unique('Eltern A');
    const second = unique('Eltern B');
    const fileName = unique('Mietvertrag');
    await api.folder(first);
    await api.folder(second);
    await api.file(schemaId, fileName);
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);

    await chooseFromRowMenu(tree, fileName, 'Übergeordnete Ordner bearbeiten');
    const dialog = page.getByRole('dialog', { name: 'Übergeordnete Ordner bearbeiten' });
    const folders = dialog.getByRole('tree', { name: 'Ordner' });
    await expect(dialog.getByRole('checkbox', { name: 'Oberste Ebene' })).toBeChecked();
    // A click on the name ticks; Space ticks the focused entry.
    await (await reveal(folders, first)).click();
    await (await reveal(folders, second)).focus();
    await page.keyboard.press('Space');
    await expect(row(folders, first)).toHaveAttribute('aria-checked', 'true');
    await expect(row(folders, second)).toHaveAttribute('aria-checked', 'true');
    await dialog.getByText('Oberste Ebene').click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();

    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Directory erfolgreich aktualisiert')).toBeVisible();
    await saved(tree);
    // The folders the file went to open, so it shows in both.
    await expect(row(tree, first)).toHaveAttribute('aria-expanded', 'true');
    await expect(row(tree, second)).toHaveAttribute('aria-expanded', 'true');
    await expand(tree, first);
    await expand(tree, second);
    await expect(row(tree, fileName)).toHaveCount(2);
    for (const place of await tree.getByRole('treeitem', { name: fileName, exact: true }).all()) {
      await expect(place).toHaveAttribute('aria-level', '2');
    }

    await saved(tree);
    await page.reload();
    const reloaded = dataTree(page);
    // Both folders are still open after the reload; closing the second leaves one place to choose from.
    await expect(await reveal(reloaded, second)).toHaveAttribute('aria-expanded', 'true');
    await reloaded.getByRole('button', { name: `„${second}“ zuklappen` }).click();
    await expand(reloaded, first);
    await chooseFromRowMenu(reloaded, fileName, 'Übergeordnete Ordner bearbeiten');
    await (await reveal(dialog.getByRole('tree', { name: 'Ordner' }), second)).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(reloaded.getByRole('button', { name: `„${second}“ aufklappen` })).toHaveCount(0);
    await expect(row(reloaded, fileName)).toHaveCount(1);
    await expect(row(reloaded, fileName)).toHaveAttribute('aria-level', '2');
  });
});
