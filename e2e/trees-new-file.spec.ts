import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import { apiAs, dataTree, reveal, row, toast, unique } from './trees-helpers';

test.describe('new file dialog', () => {
  test('a file is created in a chosen folder after both steps', async ({ page, request }) => {
    const api = await apiAs(request);
    const schema = unique('Kontakt');
    const folder = unique('Kunden');
    const fileName = unique('Erika');
    await api.schema(schema);
    await api.folder(folder);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const saves: string[] = [];
    page.on('request', (sent) => {
      if (sent.postData()?.includes('SaveFile')) saves.push(sent.url());
    });
    await openLoggedIn(page, '/DataEditor');

    await page.getByRole('button', { name: 'Neue Datei Erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues File erstellen' });
    await expect(dialog.getByLabel('File ID')).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel('File ID')).toHaveValue(/^[0-9a-f-]{36}$/);
    const next = dialog.getByRole('button', { name: 'Weiter' });
    await expect(next).toBeDisabled();
    await next.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Wählen Sie zuerst einen Schema Type.');
    await next.click({ force: true });
    await expect(dialog.getByText('Grundlegende Informationen')).toBeVisible();
    await expect(dialog.getByRole('tree')).toHaveCount(0);

    await dialog.getByLabel('File Name').fill(fileName);
    await dialog.getByLabel('Schema Type').selectOption({ label: schema });
    await expect(next).toBeEnabled();
    await next.click();

    const locations = dialog.getByRole('tree', { name: 'Speicherort' });
    await expect(locations).toBeVisible();
    await expect(dialog.getByText('Noch kein Speicherort gewählt.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => logs).toContain('No location selected');
    expect(saves).toEqual([]);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Zurück' }).click();
    await expect(dialog.getByLabel('File Name')).toHaveValue(fileName);
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await (await reveal(locations, folder)).click();
    await expect(dialog.getByText(`Gewählt: ${folder}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Speichern' }).click();

    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Datei erfolgreich gespeichert')).toBeVisible();
    await expect(page).toHaveURL(/\/DataEditor\/[0-9a-f-]{36}$/);
    const created = row(dataTree(page), fileName);
    await expect(created).toHaveAttribute('aria-selected', 'true');
    await expect(created).toHaveAttribute('aria-level', '2');
    await expect(page.getByRole('heading', { name: fileName, level: 2 })).toBeVisible();
  });

  test('the top level can be chosen explicitly', async ({ page, request }) => {
    const api = await apiAs(request);
    const schema = unique('Notiz');
    const fileName = unique('Einkaufsliste');
    await api.schema(schema);
    await openLoggedIn(page, '/DataEditor');

    await page.getByRole('button', { name: 'Neue Datei Erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues File erstellen' });
    await dialog.getByLabel('File Name').fill(fileName);
    await dialog.getByLabel('Schema Type').selectOption({ label: schema });
    await dialog.getByLabel('File Name').press('Enter');
    await (await reveal(dialog.getByRole('tree', { name: 'Speicherort' }), 'Oberste Ebene')).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();

    await expect(dialog).toBeHidden();
    await expect(row(dataTree(page), fileName)).toHaveAttribute('aria-level', '1');
  });
});
