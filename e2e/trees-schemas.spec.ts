import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import {
  apiAs,
  binTree,
  chooseFromRowMenu,
  closeToast,
  expand,
  reveal,
  row,
  saved,
  toast,
  unique,
} from './trees-helpers';

const schemaTree = (page: import('@playwright/test').Page) => page.getByRole('tree', { name: 'Schemas' });

test.describe('schema explorer', () => {
  test('a new schema needs a name and is filed under "Schemas"', async ({ page }) => {
    const name = unique('Adresse');
    await openLoggedIn(page, '/SchemaEditor');

    await page.getByRole('button', { name: 'Neues Schema Erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Schema erstellen' });
    await expect(dialog.getByLabel('Schema ID')).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('Schema ID')).toHaveValue(/^[0-9a-f-]{36}$/);
    await expect(dialog.getByLabel('Speicherort')).toHaveValue('Schemas');
    await expect(dialog.getByLabel('Speicherort')).toHaveAttribute('readonly', '');
    const save = dialog.getByRole('button', { name: 'Speichern' });
    await expect(save).toBeDisabled();
    await save.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Schemaname ist erforderlich');
    await dialog.getByLabel('Schemaname').fill('   ');
    await expect(save).toBeDisabled();

    await dialog.getByLabel('Schemaname').fill(name);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Schema erfolgreich gespeichert')).toBeVisible();
    await expect(page).toHaveURL(/\/SchemaEditor\/[0-9a-f-]{36}$/);
    const entry = row(schemaTree(page), name);
    await expect(entry).toHaveAttribute('aria-level', '2');
    await expect(entry).toHaveAttribute('aria-selected', 'true');
  });

  test('a schema that files still use cannot be deleted for good', async ({ page, request }) => {
    const api = await apiAs(request);
    const name = unique('Rechnung');
    const schema = await api.schema(name);
    await api.file(schema.id, unique('Rechnung 1'));
    await api.file(schema.id, unique('Rechnung 2'));
    await openLoggedIn(page, '/SchemaEditor');
    const tree = schemaTree(page);
    await expand(tree, 'Schemas');

    await chooseFromRowMenu(tree, name, 'Löschen');
    await page.getByRole('button', { name: 'In den Papierkorb verschieben' }).click();
    await reveal(binTree(page), name);
    await closeToast(page, 'Directory erfolgreich aktualisiert');
    await chooseFromRowMenu(binTree(page), name, 'Löschen');
    await page.getByRole('button', { name: 'Endgültig löschen' }).click();

    await expect(
      toast(page, 'Das Schema wird noch von 2 Dateien verwendet und kann nicht endgültig gelöscht werden.'),
    ).toBeVisible();
    await reveal(binTree(page), name);
    await saved(tree);
    await page.reload();
    await reveal(binTree(page), name);
  });
});
