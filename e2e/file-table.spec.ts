import { randomBytes } from 'node:crypto';
import { schemaElement as element } from '../domain/schema/element-fixtures';
import { scan } from './a11y';
import { graphql, logInByApi, saveFile, saveSchema } from './file-viewer-api';
import { expect as baseExpect, test } from './fixtures';
import { expandRow } from './pages/tree';
import { openLoggedIn } from './session';
import { chooseFromRowMenu } from './trees-helpers';

// Writes go through the real server; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const VALUE = 'props.model.model-value';
const code = () => `T${randomBytes(4).toString('hex')}`;

test.describe('file table', () => {
  test.describe.configure({ timeout: 120_000 });

  test("sorts, filters and arranges a schema's files, and moves the chosen ones to a folder and the bin", async ({
    page,
    request,
  }) => {
    const token = await logInByApi(request);
    const run = code();
    const schema = await saveSchema(request, token, {
      label: `Fuhrpark ${run}`,
      elements: [
        element('model', 'Input', 'Modell', 0),
        element('colour', 'Select', 'Farbe', 1, {
          options: {
            options: [
              { id: 'r', label: 'Rot' },
              { id: 'b', label: 'Blau' },
            ],
          },
        }),
        element('note', 'Input', 'Notiz', 2),
      ],
    });
    const cars = [
      ['Käfer', 'Typ 1', 'r'],
      ['Bulli', 'T2', 'b'],
      ['Golf', 'Golf II', 'r'],
    ] as const;
    const saved = [];
    for (const [label, model, colour] of cars) {
      saved.push(
        await saveFile(request, token, {
          schemaId: schema.id,
          label: `${label} ${run}`,
          parentId: null,
          data: [
            { elementId: 'model', [VALUE]: model },
            { elementId: 'colour', [VALUE]: colour },
          ],
        }),
      );
    }
    const folder = `Halle ${run}`;
    await graphql(
      request,
      'mutation ($name: String!) { createDirectoryFolder(name: $name, parentId: null) { success } }',
      { name: folder },
      token,
    );

    // From a file's schema link to the table of its schema.
    await openLoggedIn(page, `/DataEditor/${saved[0]?.directoryId}`);
    await page.getByRole('link', { name: 'Alle Dateien' }).click();
    await expect(page.getByRole('heading', { name: `Alle Dateien: Fuhrpark ${run}` })).toBeVisible();
    await expect(page.getByText('3 Dateien')).toBeVisible();
    const table = page.getByRole('table');
    const labels = table.locator('tbody tr td:nth-child(2)');
    await expect(labels).toHaveText([`Bulli ${run}`, `Golf ${run}`, `Käfer ${run}`]);

    await table.getByRole('button', { name: 'Modell' }).click();
    await expect(table.getByRole('columnheader', { name: /Modell/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(labels).toHaveText([`Golf ${run}`, `Bulli ${run}`, `Käfer ${run}`]);
    await table.getByRole('button', { name: 'Modell' }).click();
    await expect(labels).toHaveText([`Käfer ${run}`, `Bulli ${run}`, `Golf ${run}`]);

    await page.getByLabel('Spalte').selectOption({ label: 'Farbe' });
    await page.getByLabel('Bedingung').selectOption({ label: 'ist' });
    await page.getByLabel('Wert').selectOption('Rot');
    await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
    await expect(page.getByText('2 Dateien')).toBeVisible();
    await expect(labels).toHaveText([`Käfer ${run}`, `Golf ${run}`]);
    expect(await scan(page, 'file table')).toEqual([]);

    // Columns: hidden, moved and widened, and so again after a reload.
    await page.getByRole('button', { name: 'Spalten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Spalten anpassen' });
    await dialog.getByText('Notiz').click();
    await dialog.getByRole('button', { name: 'Farbe nach links' }).click();
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    const resizer = table.getByRole('separator', { name: 'Breite von Farbe' });
    await resizer.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(resizer).toHaveAttribute('aria-valuenow', '212');
    const headers = ['Bezeichnung', 'Farbe', 'Modell', 'Ordner', 'Letzte Änderung', 'Geändert von'];
    await expect(table.getByRole('columnheader')).toHaveText(['', ...headers]);
    await page.reload();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['', ...headers]);
    await expect(page.getByRole('separator', { name: 'Breite von Farbe' })).toHaveAttribute(
      'aria-valuenow',
      '212',
    );

    // Bulk: the chosen files go to a folder, then to the bin; the tree shows it.
    await page.getByRole('checkbox', { name: `Bulli ${run} auswählen` }).check();
    await page.getByRole('checkbox', { name: `Golf ${run} auswählen` }).check();
    await expect(page.getByRole('group', { name: '2 ausgewählt' })).toBeVisible();
    await page.getByRole('button', { name: 'In Ordner verschieben' }).click();
    const picker = page.getByRole('dialog', { name: 'In Ordner verschieben' });
    await picker.getByRole('treeitem', { name: folder }).click();
    await picker.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`Golf ${run}`) })).toContainText(folder);
    const tree = page.getByRole('tree', { name: 'Dateien' });
    await expandRow(tree, folder);
    await expect(tree.getByRole('treeitem', { name: `Bulli ${run}`, exact: true })).toHaveAttribute(
      'aria-level',
      '2',
    );

    await page.getByRole('checkbox', { name: `Käfer ${run} auswählen` }).check();
    await page.getByRole('button', { name: 'In den Papierkorb' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'In den Papierkorb verschieben' })
      .click();
    await expect(page.getByRole('row', { name: new RegExp(`Käfer ${run}`) })).toContainText(
      'In keinem Ordner',
    );
    await expect(
      page.getByRole('tree', { name: 'Papierkorb' }).getByRole('treeitem', { name: `Käfer ${run}` }),
    ).toBeVisible();

    // A click on a row opens the file.
    await page
      .getByRole('row', { name: new RegExp(`Golf ${run}`) })
      .getByRole('link')
      .click();
    await expect(page.getByRole('heading', { level: 2, name: `Golf ${run}` })).toBeVisible();
  });

  test("opens a schema's table from its entry in the schema tree", async ({ page, request }) => {
    const token = await logInByApi(request);
    const label = `Flotte ${code()}`;
    await saveSchema(request, token, { label, elements: [element('model', 'Input', 'Modell', 0)] });
    await openLoggedIn(page, '/SchemaEditor');
    const tree = page.getByRole('tree', { name: 'Schemas' });
    await expandRow(tree, 'Schemas');
    await chooseFromRowMenu(tree, label, 'Alle Dateien');
    await expect(page.getByRole('heading', { name: `Alle Dateien: ${label}` })).toBeVisible();
    await expect(page.getByText('Dieses Schema hat noch keine Dateien.')).toBeVisible();
  });
});
