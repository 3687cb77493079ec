import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import { apiAs, dataTree, expand, reveal, row, unique } from './trees-helpers';

test.describe('the data tree under the pointer', () => {
  for (const width of [1024, 1280, 1920]) {
    test(`a click on the middle of a hovered name opens the entry at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const api = await apiAs(request);
      const { id: schemaId } = await api.schema(unique('Artikel'));
      const name = unique('Artikel');
      const { directoryId } = await api.file(schemaId, name);
      await openLoggedIn(page, '/DataEditor');

      const target = await reveal(dataTree(page), name);
      await target.hover();
      const label = target.getByText(name, { exact: true });
      await expect(target.getByRole('button', { name: `Aktionen für „${name}“` })).toBeVisible();
      // The menu button has a column of its own: the name keeps its width and lies outside the button.
      const [nameBox, buttonBox] = await Promise.all([
        label.boundingBox(),
        target.getByRole('button', { name: `Aktionen für „${name}“` }).boundingBox(),
      ]);
      expect(nameBox && buttonBox && nameBox.x + nameBox.width <= buttonBox.x).toBe(true);
      await label.click();

      await expect(page).toHaveURL(new RegExp(`/DataEditor/${directoryId}$`));
    });
  }

  test('open folders stay open after a reload and a trip to another page', async ({ page, request }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Notiz'));
    const folder = unique('Offen');
    const folderId = await api.folder(folder);
    const inside = unique('Drinnen');
    await api.file(schemaId, inside, folderId);
    await openLoggedIn(page, '/DataEditor');

    await expand(dataTree(page), folder);
    await expect(row(dataTree(page), inside)).toBeVisible();
    await page.reload();
    await expect(await reveal(dataTree(page), folder)).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Menü' })
      .getByRole('link', { name: /Schema Editor/ })
      .click();
    await page
      .getByRole('navigation', { name: 'Menü' })
      .getByRole('link', { name: /Daten Editor/ })
      .click();
    await expect(await reveal(dataTree(page), inside)).toBeVisible();
  });
});
