import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { scan } from './a11y';
import { expect as baseExpect, test } from './fixtures';
import { revealRow } from './pages/tree';
import { openLoggedIn } from './session';
import { apiAs, chooseFromRowMenu, dataTree, unique } from './trees-helpers';

// Exports and imports go through the real server; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The text of a download, byte order mark and all. */
const textOf = async (download: Promise<Download>) =>
  (await readFile((await (await download).path()) as string)).toString('utf8');

test.describe('export and import as JSON', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a folder exported as JSON from its menu comes back in another folder through the schema's import", async ({
    page,
    request,
  }) => {
    const api = await apiAs(request);
    const schema = await api.schema(unique('Möbel'));
    const source = unique('Lager');
    const target = unique('Ausstellung');
    const sourceId = await api.folder(source);
    await api.folder(target);
    const sofa = unique('Sofa');
    const table = unique('Tisch');
    await api.file(schema.id, sofa, sourceId);
    await api.file(schema.id, table, sourceId);

    await openLoggedIn(page, '/DataEditor');
    await chooseFromRowMenu(dataTree(page), source, 'Exportieren …');
    const dialog = page.getByRole('dialog', { name: `„${source}“ exportieren` });
    await expect(dialog.getByText('2 Dateien in diesem Ordner und seinen Unterordnern.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'JSON' })).toBeChecked();
    expect(await scan(page, 'folder export dialog')).toEqual([]);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Exportieren' }).click();
    expect((await download).suggestedFilename()).toBe(`${source}.json`);
    const text = await textOf(download);
    await expect(dialog).toBeHidden();
    const bundle = JSON.parse(text) as {
      scope: string;
      files: { label: string }[];
      places: { path: { name: string }[] }[];
    };
    expect(bundle.scope).toBe('files');
    expect(bundle.files.map((file) => file.label).sort()).toEqual([sofa, table].sort());
    expect(bundle.places.map((place) => place.path.map((folder) => folder.name))).toEqual([
      [source],
      [source],
    ]);

    await page.goto(`/DataEditor/schema/${schema.id}/import`);
    await page.getByLabel('CSV- oder JSON-Datei').setInputFiles({
      name: 'lager.json',
      mimeType: 'application/json',
      buffer: Buffer.from(text, 'utf8'),
    });
    await expect(page.getByText('„lager.json“ gelesen: ein JSON-Export von Alloy.')).toBeVisible();
    await expect(page.getByLabel('Inhalt', { exact: true })).toContainText('Dateien2');
    await page.getByRole('radio', { name: 'In einen Ordner' }).check();
    await page.getByRole('button', { name: 'Ordner wählen …' }).click();
    const picker = page.getByRole('dialog', { name: 'Zielordner wählen' });
    const choice = picker.getByRole('treeitem', { name: target, exact: true });
    await revealRow(picker.getByRole('tree'), choice);
    await choice.click();
    await picker.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByText(`Gewählt: ${target}`)).toBeVisible();

    await page.getByRole('button', { name: 'Prüfen' }).click();
    await expect(page.getByText(/^Keine Probleme gefunden/)).toBeVisible();
    expect(await scan(page, 'bundle import checked')).toEqual([]);
    await page.getByRole('button', { name: 'Importieren', exact: true }).click();
    await expect(page.getByText(/^Importiert:/)).toBeVisible();

    // The files are in the chosen folder now, and still where they were.
    await page.getByRole('link', { name: 'Zur Tabelle', exact: true }).click();
    for (const label of [sofa, table]) {
      const row = page.getByRole('row', { name: new RegExp(label) });
      await expect(row).toContainText(target);
      await expect(row).toContainText(source);
    }
  });

  test('the chosen rows of a file table export as CSV, and a schema as JSON', async ({ page, request }) => {
    const api = await apiAs(request);
    const label = unique('Lampen');
    const schema = await api.schema(label);
    const [standing, ceiling, candle] = [unique('Stehlampe'), unique('Deckenleuchte'), unique('Kerze')];
    for (const name of [standing, ceiling, candle]) await api.file(schema.id, name);

    await openLoggedIn(page, `/DataEditor/schema/${schema.id}`);
    await page.getByRole('checkbox', { name: `${standing} auswählen` }).check();
    await page.getByRole('checkbox', { name: `${candle} auswählen` }).check();
    await page.getByRole('button', { name: 'Auswahl exportieren' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Als CSV' }).click();
    const csv = await textOf(download);
    const records = csv.split('\r\n').filter((record) => record !== '');
    expect(records).toHaveLength(3);
    expect(records[0]?.startsWith('\uFEFFID;Bezeichnung')).toBe(true);
    expect(csv).toContain(standing);
    expect(csv).toContain(candle);
    expect(csv).not.toContain(ceiling);

    await page.goto(`/SchemaEditor/${schema.directoryId}`);
    const schemaDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Schema exportieren' }).click();
    const bundle = JSON.parse(await textOf(schemaDownload)) as Record<string, unknown>;
    expect(bundle).toMatchObject({
      format: 'alloy-bundle',
      scope: 'schemas',
      schemas: [{ id: schema.id, label }],
    });
    expect(bundle.files ?? []).toEqual([]);
  });

  test('a bundle not of the fixture format is refused, its problems named in German where they are', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request);
    const schema = await api.schema(unique('Regale'));
    const bundle = {
      format: 'alloy-bundle',
      version: 1,
      scope: 'files',
      files: [{ id: unique('regal'), schemaId: schema.id, label: 'Regal', data: 'kaputt' }],
    };
    await openLoggedIn(page, `/DataEditor/schema/${schema.id}/import`);
    await page.getByLabel('CSV- oder JSON-Datei').setInputFiles({
      name: 'regale.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bundle), 'utf8'),
    });
    await expect(page.getByText('„regale.json“ gelesen: ein JSON-Export von Alloy.')).toBeVisible();
    await page.getByRole('button', { name: 'Prüfen' }).click();
    const problem = page.getByRole('row', { name: /bundle\.files\[0\]\.data/ });
    await expect(problem).toContainText(
      'Das Bündel hat nicht das erwartete Format: Ungültige Eingabe: erwartet Array, erhalten string',
    );
    await expect(page.getByRole('button', { name: 'Importieren', exact: true })).toBeDisabled();
  });
});
