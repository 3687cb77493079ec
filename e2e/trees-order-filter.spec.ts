import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import {
  apiAs,
  chooseFromRowMenu,
  dataTree,
  reveal,
  row,
  rowNames,
  saved,
  toast,
  unique,
} from './trees-helpers';

test.describe('reordering and filtering the data tree', () => {
  test('moving an entry up and down is saved', async ({ page, request }) => {
    const api = await apiAs(request);
    const tag = unique('Reihe');
    for (const place of ['A', 'B', 'C']) await api.folder(`${tag} ${place}`);
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    await reveal(tree, `${tag} C`);
    await expect.poll(() => rowNames(tree, tag)).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);

    await chooseFromRowMenu(tree, `${tag} C`, 'Nach oben');
    await expect.poll(() => rowNames(tree, tag)).toEqual([`${tag} A`, `${tag} C`, `${tag} B`]);
    await expect(toast(page, 'Directory erfolgreich aktualisiert')).toBeVisible();

    await chooseFromRowMenu(tree, `${tag} A`, 'Nach unten');
    // From the keyboard: Alt+↓ on the focused row.
    await row(tree, `${tag} A`).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => rowNames(tree, tag)).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);

    await saved(tree);
    await page.reload();
    // Revealed again when the tree, still settling after the reload, scrolled the rows away meanwhile.
    await expect(async () => {
      await reveal(dataTree(page), `${tag} A`);
      expect(await rowNames(dataTree(page), tag)).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);
    }).toPass({ timeout: 15_000 });
  });

  test('the filter keeps matching entries and the folders above them, ignoring case', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Brief'));
    const folder = unique('Korrespondenz');
    const match = unique('Mahnung Juni');
    const other = unique('Rechnung Juni');
    const folderId = await api.folder(folder);
    await api.file(schemaId, match, folderId);
    await api.file(schemaId, other);
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    await reveal(tree, other);

    await page.getByRole('searchbox', { name: 'Dateien filtern' }).fill(match.toUpperCase());
    await reveal(tree, match);
    await expect(row(tree, folder)).toHaveAttribute('aria-expanded', 'true');
    await expect(row(tree, other)).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Dateien filtern' }).fill('gibt es bestimmt nicht');
    await expect(page.getByRole('navigation', { name: 'Dateien' }).getByText('Keine Treffer')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Dateien filtern' }).fill('');
    await reveal(tree, other);
    await reveal(tree, match);
  });
});
