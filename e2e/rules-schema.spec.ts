import { randomUUID } from 'node:crypto';
import { scan } from './a11y';
import { saveFile } from './file-viewer-api';
import { expect, test } from './fixtures';
import {
  createSchema,
  doneButton,
  elementRow,
  fillBasics,
  fillFieldLabel,
  finish,
  nextButton,
  openNewElement,
  seedElement,
  seedSchema,
  updateSchemaElements,
} from './schema-editor-helpers';
import { openLoggedIn } from './session';

const RULES_HINT = 'Korrigieren Sie die markierten Regeln, um fortzufahren.';

test.describe('field rules in the schema editor', () => {
  test('an admin gives an Input the rules of a number, tries them in the preview and saves them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLoggedIn(page, '/SchemaEditor');
    const schemaName = `Preisliste ${randomUUID().slice(0, 4)}`;
    await createSchema(page, schemaName);

    const dialog = await openNewElement(page);
    await fillBasics(dialog, { label: 'Preis', elementId: 'price', component: 'Input' });
    await nextButton(dialog).click();
    await fillFieldLabel(dialog, 'Preis netto');
    // Configuration, prefix and suffix ask for nothing.
    for (let step = 0; step < 4; step += 1) await nextButton(dialog).click();
    await expect(dialog.getByRole('tab', { name: /Regeln/, selected: true })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Mindestlänge/ })).toBeVisible();

    await dialog.getByRole('combobox', { name: /^Typ/ }).selectOption({ label: 'Zahl' });
    await expect(dialog.getByRole('textbox', { name: /^Mindestlänge/ })).toBeHidden();
    await dialog.getByRole('textbox', { name: /^Kleinster Wert/ }).fill('0');
    await dialog.getByRole('textbox', { name: /^Größter Wert/ }).fill('10.000');
    await dialog.getByRole('textbox', { name: /^Nachkommastellen/ }).fill('2');

    // The preview checks what is typed into it, in German.
    const preview = dialog.getByRole('region', { name: 'Vorschau' });
    const price = preview.getByRole('textbox', { name: 'Preis netto' });
    await expect(price).toHaveAttribute('inputmode', 'decimal');
    await price.fill('12,345');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription('Bitte höchstens 2 Nachkommastellen eingeben.');
    await price.fill('10.000,5');
    await expect(preview.getByText('Bitte eine Zahl bis 10.000 eingeben.')).toBeVisible();
    await price.fill('zwölf');
    await expect(preview.getByText('Bitte geben Sie eine Zahl ein, z. B. 2.499,95.')).toBeVisible();
    await price.fill('2.499,95');
    await expect(price).not.toHaveAttribute('aria-invalid');

    // A smallest value above the largest cannot stand: the step says so and keeps Fertig disabled.
    const smallest = dialog.getByRole('textbox', { name: /^Kleinster Wert/ });
    await smallest.fill('20.000');
    await expect(dialog.getByText('Der kleinste Wert ist größer als der größte.')).toBeVisible();
    await expect(doneButton(dialog)).toBeDisabled();
    await expect(dialog.getByText(RULES_HINT)).toBeVisible();
    expect(await scan(page, 'element editor, Regeln with a rule that cannot stand')).toEqual([]);
    await smallest.fill('0');
    await expect(dialog.getByText('Der kleinste Wert ist größer als der größte.')).toBeHidden();
    await finish(dialog);

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Schema erfolgreich gespeichert')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: schemaName, level: 2 })).toBeVisible();
    await page.getByRole('button', { name: '„Preis“ bearbeiten' }).click();
    const editor = page.getByRole('dialog', { name: 'Element „Preis“ bearbeiten' });
    await editor.getByRole('tab', { name: /Regeln/ }).click();
    await expect(editor.getByRole('combobox', { name: /^Typ/ })).toHaveValue('number');
    await expect(editor.getByRole('textbox', { name: /^Kleinster Wert/ })).toHaveValue('0');
    await expect(editor.getByRole('textbox', { name: /^Größter Wert/ })).toHaveValue('10.000');
    await expect(editor.getByRole('textbox', { name: /^Nachkommastellen/ })).toHaveValue('2');
    await editor.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(editor).toBeHidden();

    await page.getByRole('button', { name: 'Details von „Preis“ anzeigen' }).click();
    const details = page.getByRole('dialog', { name: 'Details von „Preis“' });
    await expect(details.getByLabel('Konfiguration')).toContainText('"max": 10000');
  });

  test('a rule added after a file was stored names that file, and goes once the rule is gone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const run = randomUUID().slice(0, 4);
    const schemaName = `Kundenkartei ${run}`;
    const fileLabel = `Ohne Namen ${run}`;
    const name = seedElement('name', 'Input', 'Name');
    const { id: schemaId, directoryId, token } = await seedSchema(request, schemaName, [name]);
    const file = await saveFile(request, token, { schemaId, label: fileLabel, parentId: null });
    await updateSchemaElements(request, token, schemaId, [
      { ...name, props: { ...name.props, rules: { required: true } } },
    ]);

    await openLoggedIn(page, `/SchemaEditor/${directoryId}`);
    await expect(page.getByRole('heading', { name: schemaName, level: 2 })).toBeVisible();
    const report = elementRow(page, 'Name').getByRole('button', {
      name: 'Pflichtfeld: 1 Datei verletzt diese Regel',
    });
    await expect(report).toBeVisible();
    expect(await scan(page, 'schema page with a broken rule')).toEqual([]);

    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Regel „Pflichtfeld“ von „Name“' });
    await expect(dialog.getByText('1 Datei verletzt diese Regel')).toBeVisible();
    const link = dialog.getByRole('link', { name: fileLabel });
    await expect(link).toHaveAttribute('href', `/DataEditor/${file.directoryId}`);
    expect(await scan(page, 'files breaking a rule')).toEqual([]);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
    await report.click();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/DataEditor/${file.directoryId}$`));
    await expect(page.getByRole('heading', { level: 2, name: fileLabel })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: schemaName, level: 2 })).toBeVisible();

    // Without the rule, the file breaks nothing: the report is read again once the schema is saved.
    await page.getByRole('button', { name: '„Name“ bearbeiten' }).click();
    const editor = page.getByRole('dialog', { name: 'Element „Name“ bearbeiten' });
    await editor.getByRole('tab', { name: /Regeln/ }).click();
    await editor.getByRole('checkbox', { name: 'Pflichtfeld' }).uncheck({ force: true });
    await finish(editor);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Schema erfolgreich gespeichert')).toBeVisible();
    await expect(report).toBeHidden();
  });
});
