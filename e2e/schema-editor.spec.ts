import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  createSchema,
  elementRow,
  elementsRegion,
  expandGroup,
  fillBasics,
  fillFieldLabel,
  finish,
  nextButton,
  openNewElement,
  rowLabels,
  seedElement,
  seedSchema,
  stepTitles,
  topLevelList,
} from './schema-editor-helpers';
import { openLoggedIn } from './session';

const TABLE_HINT = 'Legen Sie mindestens eine Spalte an und geben Sie eine Anzahl der Zeilen ab 1 ein.';

/**
 * Points at `trigger` until its tooltip shows `text`, from elsewhere each time: a scroll of the page (the one
 * that brought the trigger into view, say) closes a tooltip before it was read.
 */
async function pointUntilTooltip(page: Page, trigger: Locator, text: string) {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await trigger.hover();
    await expect(page.getByText(text)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

async function addInput(page: Page) {
  const dialog = await openNewElement(page);
  await expect(dialog.getByText('Keine Vorschau verfügbar')).toBeVisible();
  await expect(dialog.getByText('Geben Sie eine Bezeichnung und eine gültige Element-ID ein')).toBeVisible();
  await expect(nextButton(dialog)).toBeDisabled();
  await fillBasics(dialog, { label: 'Preis', elementId: 'price', component: 'Input' });
  await expect(dialog.getByText('Keine Vorschau verfügbar')).toBeHidden();
  expect(await stepTitles(dialog)).toEqual([
    'Grundlegende Informationen',
    'Beschriftung',
    'Eingabe-Konfiguration',
    'Präfix',
    'Suffix',
    'Regeln',
  ]);
  await nextButton(dialog).click();
  await fillFieldLabel(dialog, 'Preis brutto');
  await nextButton(dialog).click();
  await dialog.getByRole('textbox', { name: 'Platzhaltertext' }).fill('0,00');
  await dialog.getByRole('textbox', { name: 'Hinweis' }).fill('Inklusive Mehrwertsteuer');
  await nextButton(dialog).click();

  await expect(dialog.getByRole('textbox', { name: 'Präfix-Text' })).toBeHidden();
  await dialog.getByRole('combobox', { name: 'Art des Präfixes' }).selectOption('list');
  const prefixes = dialog.getByRole('group', { name: 'Präfix-Auswahl' });
  await prefixes.getByRole('button', { name: 'Option hinzufügen' }).click();
  await prefixes.getByRole('textbox', { name: 'Bezeichnung von Option 1' }).fill('ca.');
  await prefixes.getByRole('button', { name: 'Option hinzufügen' }).click();
  await prefixes.getByRole('textbox', { name: 'Bezeichnung von Option 2' }).fill('ab');
  await expect(dialog.getByRole('textbox', { name: 'Präfix-Text' })).toBeHidden();
  await nextButton(dialog).click();

  await expect(dialog.getByRole('group', { name: 'Suffix-Auswahl' })).toBeHidden();
  await dialog.getByRole('combobox', { name: 'Art des Suffixes' }).selectOption('fixed');
  await dialog.getByRole('textbox', { name: 'Suffix-Text' }).fill('€');
  const preview = dialog.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByRole('textbox', { name: 'Preis brutto' })).toHaveAttribute('placeholder', '0,00');
  await expect(preview.getByRole('combobox', { name: 'Präfix' })).toHaveValue('option-1');
  await expect(preview.getByText('€')).toBeVisible();
  await nextButton(dialog).click();
  await expect(nextButton(dialog)).toHaveCount(0);
  await finish(dialog);
}

async function addSelect(page: Page) {
  const dialog = await openNewElement(page);
  await fillBasics(dialog, { label: 'Farbe', elementId: 'color', component: 'Select' });
  expect(await stepTitles(dialog)).toEqual([
    'Grundlegende Informationen',
    'Beschriftung',
    'Optionen',
    'Regeln',
  ]);
  await nextButton(dialog).click();
  await fillFieldLabel(dialog, 'Farbe');
  await nextButton(dialog).click();
  await expect(nextButton(dialog)).toBeDisabled();
  await expect(dialog.getByText('Legen Sie mindestens eine Option an.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Option hinzufügen' }).click();
  await dialog.getByRole('textbox', { name: 'ID von Option 1' }).fill('red');
  await dialog.getByRole('textbox', { name: 'Bezeichnung von Option 1' }).fill('Rot');
  await dialog.getByRole('button', { name: 'Option hinzufügen' }).click();
  await dialog.getByRole('textbox', { name: 'ID von Option 2' }).fill('blue');
  await dialog.getByRole('textbox', { name: 'Bezeichnung von Option 2' }).fill('Blau');
  await dialog.getByRole('combobox', { name: 'Standardwert' }).selectOption('blue');
  await expect(dialog.getByRole('region', { name: 'Vorschau' }).getByRole('combobox')).toHaveValue('blue');
  await finish(dialog);
}

async function addTable(page: Page) {
  const dialog = await openNewElement(page);
  await fillBasics(dialog, { label: 'Positionen', elementId: 'items', component: 'Table' });
  expect(await stepTitles(dialog)).toEqual([
    'Grundlegende Informationen',
    'Beschriftung',
    'Tabelle',
    'Regeln',
  ]);
  await nextButton(dialog).click();
  await fillFieldLabel(dialog, 'Positionen');
  await nextButton(dialog).click();
  await expect(nextButton(dialog)).toBeDisabled();
  await expect(dialog.getByText(TABLE_HINT)).toBeVisible();
  await dialog.getByRole('button', { name: 'Spalte hinzufügen' }).click();
  await dialog.getByRole('textbox', { name: 'Name von Spalte 1' }).fill('qty');
  await dialog.getByRole('textbox', { name: 'Überschrift von Spalte 1' }).fill('Menge');
  await dialog.getByRole('textbox', { name: 'Datenfeld von Spalte 1' }).fill('quantity');
  const rows = dialog.getByRole('textbox', { name: 'Anzahl der Zeilen' });
  await rows.fill('0');
  await expect(nextButton(dialog)).toBeDisabled();
  await expect(dialog.getByText(TABLE_HINT)).toBeVisible();
  await rows.fill('3');
  await expect(dialog.getByText(TABLE_HINT)).toBeHidden();
  const preview = dialog.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByRole('columnheader', { name: 'Menge' })).toBeVisible();
  await expect(preview.getByText('3 Zeilen')).toBeVisible();
  await finish(dialog);
}

async function addRelationship(page: Page, targetLabel: string) {
  const dialog = await openNewElement(page);
  await fillBasics(dialog, { label: 'Projekte', elementId: 'projects', component: 'Relationship' });
  expect(await stepTitles(dialog)).toEqual(['Grundlegende Informationen', 'Beziehung', 'Regeln']);
  await nextButton(dialog).click();
  await expect(nextButton(dialog)).toBeDisabled();
  await expect(dialog.getByText('Wählen Sie mindestens ein verknüpfbares Schema aus.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: targetLabel }).check({ force: true });
  const preview = dialog.getByRole('region', { name: 'Vorschau' });
  await expect(preview.getByText(`Verknüpfbare Schemas: ${targetLabel}`)).toBeVisible();
  await expect(preview.getByText('No relationships defined.')).toBeVisible();
  await finish(dialog);
}

async function addImage(page: Page) {
  const dialog = await openNewElement(page);
  await fillBasics(dialog, { label: 'Foto', elementId: 'photo', component: 'Image' });
  expect(await stepTitles(dialog)).toEqual([
    'Grundlegende Informationen',
    'Beschriftung',
    'Bildeinstellungen',
    'Regeln',
  ]);
  await nextButton(dialog).click();
  await fillFieldLabel(dialog, 'Foto');
  await nextButton(dialog).click();
  await expect(nextButton(dialog)).toBeDisabled();
  const formats = dialog.getByRole('group', { name: 'Erlaubte Bildformate' });
  for (const format of ['PNG', 'JPEG', 'WebP', 'GIF', 'SVG']) {
    await expect(formats.getByRole('checkbox', { name: format })).toBeVisible();
  }
  await formats.getByRole('checkbox', { name: 'WebP' }).check({ force: true });
  await formats.getByRole('checkbox', { name: 'PNG' }).check({ force: true });
  await expect(dialog.getByRole('region', { name: 'Vorschau' })).toContainText('Bild hochladen (PNG, WebP)');
  await finish(dialog);
}

async function addWysiwyg(page: Page) {
  const dialog = await openNewElement(page);
  await fillBasics(dialog, { label: 'Notiz', elementId: 'note', component: 'WYSIWYG' });
  expect(await stepTitles(dialog)).toEqual(['Grundlegende Informationen', 'Formatoptionen', 'Regeln']);
  await nextButton(dialog).click();
  const toolbar = dialog.getByRole('group', { name: 'Werkzeugleiste' });
  await toolbar.getByRole('checkbox', { name: 'Fett' }).check({ force: true });
  await toolbar.getByRole('checkbox', { name: 'Kursiv' }).check({ force: true });
  await toolbar.getByRole('checkbox', { name: 'Link' }).check({ force: true });
  await finish(dialog);
}

async function addGroup(page: Page, label: string, elementId: string, parentGroup?: string) {
  const dialog = await openNewElement(page, parentGroup);
  await fillBasics(dialog, { label, elementId, component: 'Group' });
  expect(await stepTitles(dialog)).toEqual(['Grundlegende Informationen', 'Beschriftung']);
  await nextButton(dialog).click();
  await fillFieldLabel(dialog, label);
  await expect(dialog.getByRole('region', { name: 'Vorschau' })).toContainText(
    'Keine Unterelemente vorhanden',
  );
  await finish(dialog);
}

async function addChildInput(page: Page, parentGroup: string, label: string, elementId: string) {
  const dialog = await openNewElement(page, parentGroup);
  await fillBasics(dialog, { label, elementId, component: 'Input' });
  await nextButton(dialog).click();
  await fillFieldLabel(dialog, label);
  // Configuration, prefix and suffix ask for nothing.
  for (let step = 0; step < 3; step += 1) await nextButton(dialog).click();
  await finish(dialog);
}

test.describe('schema editor', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('builds one element of every type and nested Groups, saves, and finds it all back', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLoggedIn(page, '/SchemaEditor');
    // Names of their own, so the schemas of other tests or earlier runs on the same server do not interfere.
    const run = randomUUID().slice(0, 4);
    const target = `Projektakten ${run}`;
    const schemaName = `Kundenkartei ${run}`;
    const targetEntryId = await createSchema(page, target);
    await createSchema(page, schemaName);
    await expect(elementsRegion(page)).toContainText('Dieses Schema hat noch keine Elemente.');
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();

    await addInput(page);
    await expect(page.getByText('Ungespeicherte Änderungen', { exact: true })).toBeVisible();
    await addSelect(page);
    await addTable(page);
    await addRelationship(page, target);
    await addImage(page);
    await addWysiwyg(page);
    await addGroup(page, 'Adresse', 'address');
    await expandGroup(page, 'Adresse');
    await expect(
      elementsRegion(page).getByRole('group', { name: 'Unterelemente von „Adresse“' }),
    ).toContainText('Keine Unterelemente vorhanden');
    await addGroup(page, 'Ort', 'place', 'Adresse');
    await addChildInput(page, 'Adresse', 'Postleitzahl', 'zip');
    await addChildInput(page, 'Ort', 'Straße', 'street');

    const expectedTop = ['Preis', 'Farbe', 'Positionen', 'Projekte', 'Foto', 'Notiz', 'Adresse'];
    const components = ['Input', 'Select', 'Table', 'Relationship', 'Image', 'WYSIWYG', 'Group'];
    const expectRows = async () => {
      await expect.poll(() => rowLabels(topLevelList(page))).toEqual(expectedTop);
      for (const [index, label] of expectedTop.entries()) {
        await expect(elementRow(page, label)).toContainText(components[index] as string);
        await expect(elementRow(page, label)).toContainText(`Position ${index + 1}`);
      }
      await expect(elementRow(page, 'Adresse')).toContainText('2 Unterelemente');
      const address = await expandGroup(page, 'Adresse');
      await expect.poll(() => rowLabels(address.getByRole('list').first())).toEqual(['Ort', 'Postleitzahl']);
      await expect(elementRow(page, 'Ort')).toContainText('1 Unterelement');
      const place = await expandGroup(page, 'Ort');
      await expect.poll(() => rowLabels(place.getByRole('list').first())).toEqual(['Straße']);
      await expect(elementRow(page, 'Projekte').getByRole('link', { name: target })).toHaveAttribute(
        'href',
        `/SchemaEditor/${targetEntryId}`,
      );
    };
    await expectRows();

    await pointUntilTooltip(
      page,
      page.getByText('Ungespeicherte Änderungen', { exact: true }),
      'Es gibt ungespeicherte Änderungen. Bitte speichern Sie Ihre Änderungen, um Datenverlust zu vermeiden.',
    );
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Schema erfolgreich gespeichert')).toBeVisible();
    await expect(page.getByText('Ungespeicherte Änderungen', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('heading', { name: schemaName, level: 2 })).toBeVisible();
    await expect(page.getByText('Ungespeicherte Änderungen', { exact: true })).toBeHidden();
    await expectRows();

    // The configuration came back too.
    await page.getByRole('button', { name: '„Preis“ bearbeiten' }).click();
    const input = page.getByRole('dialog', { name: 'Element „Preis“ bearbeiten' });
    await expect(input.getByRole('textbox', { name: /^Element-ID/ })).toHaveValue('price');
    await input.getByRole('tab', { name: /Präfix/ }).click();
    await expect(input.getByRole('combobox', { name: 'Art des Präfixes' })).toHaveValue('list');
    await expect(input.getByRole('textbox', { name: 'Bezeichnung von Option 2' })).toHaveValue('ab');
    await input.getByRole('tab', { name: /Suffix/ }).click();
    await expect(input.getByRole('textbox', { name: 'Suffix-Text' })).toHaveValue('€');
    await input.getByRole('button', { name: 'Abbrechen' }).click();

    await page.getByRole('button', { name: '„Positionen“ bearbeiten' }).click();
    const table = page.getByRole('dialog', { name: 'Element „Positionen“ bearbeiten' });
    await table.getByRole('tab', { name: /Tabelle/ }).click();
    await expect(table.getByRole('textbox', { name: 'Überschrift von Spalte 1' })).toHaveValue('Menge');
    await expect(table.getByRole('textbox', { name: 'Anzahl der Zeilen' })).toHaveValue('3');
    await table.getByRole('button', { name: 'Abbrechen' }).click();

    await page.getByRole('button', { name: 'Details von „Foto“ anzeigen' }).click();
    const image = page.getByRole('dialog', { name: 'Details von „Foto“' });
    await expect(image.getByLabel('Konfiguration')).toContainText('"image/png"');
    await expect(image.getByLabel('Konfiguration')).toContainText('"image/webp"');
    await image.getByRole('button', { name: 'Schließen' }).click();
  });

  test('reorders and deletes, refusing a Group that has children', async ({ page, request }) => {
    test.setTimeout(120_000);
    const name = `Reihenfolge ${randomUUID().slice(0, 4)}`;
    const { directoryId } = await seedSchema(request, name, [
      seedElement('first', 'Input', 'Erstes'),
      seedElement('second', 'Select', 'Zweites'),
      seedElement('box', 'Group', 'Kiste', [
        seedElement('inner', 'Group', 'Innen', [seedElement('deep', 'Input', 'Tief')]),
        seedElement('loose', 'Input', 'Lose'),
      ]),
      seedElement('last', 'WYSIWYG', 'Letztes'),
    ]);
    await openLoggedIn(page, `/SchemaEditor/${directoryId}`);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

    // The first cannot go up, the last cannot go down; a move swaps with the neighbour.
    await expect(page.getByRole('button', { name: '„Erstes“ nach oben verschieben' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '„Letztes“ nach unten verschieben' })).toBeDisabled();
    await page.getByRole('button', { name: '„Zweites“ nach oben verschieben' }).click();
    await page.getByRole('button', { name: '„Kiste“ nach unten verschieben' }).click();
    await expect.poll(() => rowLabels(topLevelList(page))).toEqual(['Zweites', 'Erstes', 'Letztes', 'Kiste']);
    await expect(elementRow(page, 'Zweites')).toContainText('Position 1');
    await expect(elementRow(page, 'Kiste')).toContainText('Position 4');
    await expect(page.getByText('Ungespeicherte Änderungen', { exact: true })).toBeVisible();

    const box = await expandGroup(page, 'Kiste');
    await page.getByRole('button', { name: '„Lose“ nach oben verschieben' }).click();
    await expect.poll(() => rowLabels(box.getByRole('list').first())).toEqual(['Lose', 'Innen']);
    await expect(elementRow(page, 'Lose')).toContainText('Position 1');

    // The element tree's menu offers the same moves.
    const tree = page.getByRole('navigation', { name: 'Elementbaum' });
    await tree.getByRole('button', { name: 'Aktionen für „Letztes“' }).click();
    await page.getByRole('menuitem', { name: 'Nach oben' }).click();
    await expect.poll(() => rowLabels(topLevelList(page))).toEqual(['Zweites', 'Letztes', 'Erstes', 'Kiste']);

    // A Group with children cannot be deleted: the button says why and asks nothing; so does the menu.
    const deleteInner = page.getByRole('button', { name: '„Innen“ löschen' });
    await expect(deleteInner).toHaveAttribute('aria-disabled', 'true');
    await pointUntilTooltip(page, deleteInner, 'Element kann nicht gelöscht werden, da es Kinder enthält');
    await deleteInner.click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await tree.getByRole('button', { name: 'Aktionen für „Kiste“' }).click();
    await expect(page.getByRole('menuitem', { name: /^Löschen/ })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    // Deleting a sub-element and a top-level element asks first, with the matching text.
    await expandGroup(page, 'Innen');
    await page.getByRole('button', { name: '„Tief“ löschen' }).click();
    const deleteChild = page.getByRole('alertdialog', { name: 'Element "Tief" löschen' });
    await expect(deleteChild).toContainText('Möchten Sie dieses Unterelement wirklich löschen?');
    await deleteChild.getByRole('button', { name: 'Löschen' }).click();
    await expect(page.getByText('Element wurde erfolgreich gelöscht')).toBeVisible();
    await expect(elementRow(page, 'Tief')).toHaveCount(0);
    await expect(elementRow(page, 'Innen')).toContainText('0 Unterelemente');
    await expect(page.getByRole('button', { name: '„Innen“ löschen' })).not.toHaveAttribute('aria-disabled');

    await page.getByRole('button', { name: '„Erstes“ löschen' }).click();
    const deleteTop = page.getByRole('alertdialog', { name: 'Element "Erstes" löschen' });
    await expect(deleteTop).toContainText('Möchten Sie dieses Element wirklich löschen?');
    await deleteTop.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(elementRow(page, 'Erstes')).toBeVisible();
    await page.getByRole('button', { name: '„Erstes“ löschen' }).click();
    await deleteTop.getByRole('button', { name: 'Löschen' }).click();
    await expect(elementRow(page, 'Erstes')).toHaveCount(0);

    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Schema erfolgreich gespeichert')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect.poll(() => rowLabels(topLevelList(page))).toEqual(['Zweites', 'Letztes', 'Kiste']);
    await expect(elementRow(page, 'Kiste')).toContainText('Position 3');
    const reloadedBox = await expandGroup(page, 'Kiste');
    await expect.poll(() => rowLabels(reloadedBox.getByRole('list').first())).toEqual(['Lose', 'Innen']);
    await expect(elementRow(page, 'Innen')).toContainText('0 Unterelemente');
  });

  test('shows the details of a stored element and copies its id, but not of an unsaved one', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = `Details ${randomUUID().slice(0, 4)}`;
    const { directoryId } = await seedSchema(request, name, [seedElement('note', 'WYSIWYG', 'Notiz')]);
    await openLoggedIn(page, `/SchemaEditor/${directoryId}`);

    const tree = page.getByRole('navigation', { name: 'Elementbaum' });
    await tree.getByRole('button', { name: 'Aktionen für „Notiz“' }).click();
    await page.getByRole('menuitem', { name: 'Details anzeigen' }).click();
    const details = page.getByRole('dialog', { name: 'Details von „Notiz“' });
    await expect(details).toContainText('note');
    await expect(details).toContainText('WYSIWYG');
    await expect(details).toContainText('Oberste Ebene');
    await details.getByRole('button', { name: 'ID kopieren' }).click();
    await expect(page.getByText('ID in die Zwischenablage kopiert')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('note');
    await details.getByRole('button', { name: 'Schließen' }).click();

    // A Group added through the tree menu exists only locally until saved.
    await tree.getByRole('button', { name: 'Aktionen für „Notiz“' }).click();
    await expect(page.getByRole('menuitem', { name: 'Unterelement hinzufügen' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await addGroup(page, 'Neu', 'fresh');
    await tree.getByRole('button', { name: 'Aktionen für „Neu“' }).click();
    await page.getByRole('menuitem', { name: 'Details anzeigen' }).click();
    await expect(page.getByRole('dialog', { name: 'Details von „Neu“' })).toContainText(
      'Das Element existiert noch nicht. Bitte speichern Sie das Element zuerst, um die Details anzuzeigen.',
    );
  });
});
