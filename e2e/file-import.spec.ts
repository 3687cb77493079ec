import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { schemaElement as element } from '../domain/schema/element-fixtures';
import { scan } from './a11y';
import { fileData, graphql, logInByApi, saveSchema } from './file-viewer-api';
import { expect as baseExpect, test } from './fixtures';
import { openLoggedIn } from './session';

// Writes go through the real server; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const VALUE = 'props.model.model-value';
const code = () => `T${randomBytes(4).toString('hex')}`;

/** A CSV file as a German spreadsheet saves it: UTF-8 with a byte order mark, `;`, CRLF. */
const csv = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${rows.join('\r\n')}\r\n`, 'utf8'),
});

test.describe('file import', () => {
  test.describe.configure({ timeout: 120_000 });

  test('imports files from a CSV file: mapped by its headers, checked in a dry run, corrected, imported', async ({
    page,
    request,
  }) => {
    const token = await logInByApi(request);
    const run = code();
    const schema = await saveSchema(request, token, {
      label: `Möbel ${run}`,
      elements: [
        element('price', 'Input', 'Preis', 0, { rules: { type: 'number' } }),
        element('colour', 'Select', 'Farbe', 1, {
          options: {
            options: [
              { id: 'r', label: 'Rot' },
              { id: 'b', label: 'Blau' },
            ],
          },
        }),
        element('note', 'Input', 'Notiz', 2, { rules: { type: 'multiline' } }),
      ],
    });
    const folder = `Lager ${run}`;
    await graphql(
      request,
      'mutation ($name: String!) { createDirectoryFolder(name: $name, parentId: null) { success } }',
      { name: folder },
      token,
    );

    await openLoggedIn(page, `/DataEditor/schema/${schema.id}`);
    await expect(page.getByText('Dieses Schema hat noch keine Dateien.')).toBeVisible();
    await page.getByRole('link', { name: 'Importieren' }).click();
    await expect(page.getByRole('heading', { name: `Dateien importieren: Möbel ${run}` })).toBeVisible();

    const header = 'Bezeichnung;Preis;Farbe;Notiz';
    const sofa = `Sofa ${run};2.499,95;Rot;"weich; groß\r\nund blau"`;
    await page
      .getByLabel('CSV- oder JSON-Datei')
      .setInputFiles(csv('moebel.csv', [header, sofa, `Tisch ${run};teuer;blau;`]));
    await expect(page.getByText('„moebel.csv“: 2 Zeilen und 4 Spalten gelesen.')).toBeVisible();

    // Every header names its target.
    const mapping = page.getByRole('table', { name: 'Zuordnung der Spalten' });
    for (const label of ['Bezeichnung', 'Preis', 'Farbe', 'Notiz']) {
      await expect(mapping.getByLabel(label, { exact: true })).toHaveValue(
        { Bezeichnung: 'label', Preis: 'price', Farbe: 'colour', Notiz: 'note' }[label] as string,
      );
    }
    const preview = page.getByRole('table', { name: 'Vorschau der ersten Zeilen' });
    await expect(preview.getByRole('row').nth(1)).toContainText('weich; groß');

    await page.getByRole('button', { name: 'Ordner wählen …' }).click();
    const picker = page.getByRole('dialog', { name: 'Zielordner wählen' });
    await picker.getByRole('treeitem', { name: folder }).click();
    await picker.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByRole('group', { name: 'Zielordner' })).toContainText(folder);

    // The dry run finds the price that is no number, in row 3 of the file, and lets nothing be imported.
    await page.getByRole('button', { name: 'Probelauf' }).click();
    await expect(page.getByText('1 Problem gefunden.', { exact: false })).toBeVisible();
    const problems = page.getByRole('table', { name: 'Probleme' });
    await expect(problems.getByRole('row').nth(1)).toHaveText(/^3Preis„Preis“ ist keine Zahl/);
    await expect(page.getByRole('button', { name: 'Importieren', exact: true })).toBeDisabled();
    expect(await scan(page, 'file import')).toEqual([]);

    // The corrected file passes, and is imported.
    await page
      .getByLabel('CSV- oder JSON-Datei')
      .setInputFiles(csv('moebel.csv', [header, sofa, `Tisch ${run};120;blau;`]));
    await expect(problems).toBeHidden();
    await page.getByRole('button', { name: 'Probelauf' }).click();
    await expect(
      page.getByText('Keine Probleme gefunden: 2 Dateien würden angelegt, 0 aktualisiert.'),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '2 von 2 Zeilen geprüft' })).toBeVisible();
    await page.getByRole('button', { name: 'Importieren', exact: true }).click();
    await expect(page.getByText('2 Dateien angelegt, 0 aktualisiert.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '2 von 2 Zeilen importiert' })).toBeVisible();
    expect(await scan(page, 'file import done')).toEqual([]);

    // The table lists them in the chosen folder; the values are stored as the form writes them.
    await page.getByRole('link', { name: 'Zur Tabelle', exact: true }).click();
    await expect(page.getByText('2 Dateien')).toBeVisible();
    const sofaRow = page.getByRole('row', { name: new RegExp(`Sofa ${run}`) });
    await expect(sofaRow).toContainText('Rot');
    await expect(sofaRow).toContainText(folder);
    await expect(page.getByRole('row', { name: new RegExp(`Tisch ${run}`) })).toContainText('Blau');
    const { filesOfSchema } = await graphql<{ filesOfSchema: { rows: { id: string; label: string }[] } }>(
      request,
      'query ($schemaId: String!) { filesOfSchema(schemaId: $schemaId) { rows { id label } } }',
      { schemaId: schema.id },
      token,
    );
    const sofaId = filesOfSchema.rows.find((row) => row.label === `Sofa ${run}`)?.id as string;
    const values = Object.fromEntries(
      (await fileData(request, token, sofaId)).data.map((entry) => [entry.elementId, entry[VALUE]]),
    );
    expect(values).toEqual({ price: 2499.95, colour: 'r', note: 'weich; groß\nund blau' });

    // Exported again from the table: the download holds both files as the form shows them.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV exportieren' }).click();
    const exported = await download;
    expect(exported.suggestedFilename()).toBe(`Möbel ${run}.csv`);
    const text = (await readFile((await exported.path()) as string)).toString('utf8');
    expect(text.startsWith('\uFEFFID;Bezeichnung;Preis;Farbe;Notiz\r\n')).toBe(true);
    expect(text).toContain(`;Sofa ${run};2.499,95;Rot;"weich; groß\nund blau"\r\n`);
  });
});
