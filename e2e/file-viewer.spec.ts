import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { fileData, graphql, logInByApi, saveFile, saveSchema, uploadImage } from './file-viewer-api';
import { expect as baseExpect, test } from './fixtures';
import { openLoggedIn } from './session';

// Saves and uploads go through the real server; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

const element = (
  elementId: string,
  componentId: string,
  label: string,
  position: number,
  props: object = {},
  children: object[] = [],
  parentId = '0',
) => ({ elementId, componentId, label, parentId, position, props, children });

/** A schema with every element type, nested groups included, and two files of it. */
async function seedPeople(request: APIRequestContext) {
  const token = await logInByApi(request);
  const run = randomUUID().slice(0, 8);
  const schemaId = `person-${run}`;
  const schema = await saveSchema(request, token, {
    id: schemaId,
    label: `Person ${run}`,
    elements: [
      element('name', 'Input', 'Name', 0, {
        content: {
          label: 'Name',
          shadowText: 'Vorname Nachname',
          hint: 'Wie im Ausweis',
          _prefixType: 'list',
          _prefix: [
            { id: 'mr', label: 'Herr' },
            { id: 'mrs', label: 'Frau' },
          ],
        },
        _behavior: { labelDependency: { editsLabel: true, labelPosition: 1 } },
      }),
      element('height', 'Input', 'Größe', 1, {
        content: { label: 'Größe', _suffixType: 'fixed', suffix: 'cm' },
      }),
      element('status', 'Select', 'Status', 2, {
        options: {
          options: [
            { id: 'active', label: 'Aktiv' },
            { id: 'inactive', label: 'Inaktiv' },
          ],
        },
      }),
      element('address', 'Group', 'Adresse', 3, {}, [
        element('city', 'Input', 'Stadt', 0, {}, [], 'address'),
        element(
          'geo',
          'Group',
          'Koordinaten',
          1,
          {},
          [element('lat', 'Input', 'Breite', 0, {}, [], 'geo')],
          'address',
        ),
      ]),
      element('skills', 'Table', 'Fähigkeiten', 4, {
        columns: {
          columns: [
            { name: 'skill', label: 'Fähigkeit', field: 'skill' },
            { name: 'level', label: 'Stufe', field: 'level' },
          ],
        },
      }),
      element('friends', 'Relationship', 'Freunde', 5, {
        _props: { _content: { _schema: [{ schemaId, elementId: 'friends', position: 0 }] } },
      }),
      element('photo', 'Image', 'Foto', 6, { behavior: { accept: ['image/png', 'image/svg+xml'] } }),
      element('notes', 'WYSIWYG', 'Notizen', 7, {
        toolbar: { toolbar: ['bold', 'italic', 'heading', 'undoRedo'] },
      }),
    ],
  });
  const ada = await saveFile(request, token, {
    schemaId,
    label: `Ada ${run}`,
    data: [{ elementId: 'legacy', 'props.model.model-value': 'aus einer alten Fassung' }],
  });
  const grace = await saveFile(request, token, { schemaId, label: `Grace ${run}` });
  return { token, run, schema, ada, grace };
}

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Alle Änderungen gespeichert' })).toBeVisible();

test.describe('file viewer', () => {
  test.describe.configure({ timeout: 120_000 });

  test('fills every field, relates a file, uploads an image and writes rich text; all of it survives a reload', async ({
    page,
    request,
  }) => {
    const { token, run, schema, ada, grace } = await seedPeople(request);
    await openLoggedIn(page, `/DataEditor/${ada.directoryId}`);

    await expect(page.getByRole('heading', { level: 2, name: `Ada ${run}` })).toBeVisible();
    await expect(page.getByText(ada.id, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: `Person ${run}` })).toHaveAttribute(
      'href',
      `/SchemaEditor/${schema.directoryId}`,
    );
    await expect(page.getByText('Wie im Ausweis')).toBeVisible();
    await expect(page.getByPlaceholder('Vorname Nachname')).toBeVisible();

    // Input: Enter saves, and the Input composes the file's label.
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Ada Lovelace');
    await name.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Präfix von Name' }).selectOption('Frau');
    await expect(page.getByText('cm', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Größe' }).fill('170');
    await page.getByRole('textbox', { name: 'Größe' }).blur();

    await page.getByRole('combobox', { name: 'Status' }).selectOption('Aktiv');

    // Groups nest as fieldsets.
    const address = page.getByRole('group', { name: 'Adresse' });
    await address.getByRole('textbox', { name: 'Stadt' }).fill('London');
    await address
      .getByRole('group', { name: 'Koordinaten' })
      .getByRole('textbox', { name: 'Breite' })
      .fill('51.5');
    await page.getByRole('textbox', { name: 'Breite' }).blur();

    // Table: add, edit, reorder and remove rows.
    const addRow = page.getByRole('button', { name: 'Zeile hinzufügen' });
    for (const [row, skill] of ['Mathematik', 'Poesie', 'Weben'].entries()) {
      await addRow.click();
      await page.getByRole('textbox', { name: `Fähigkeit in Zeile ${row + 1}` }).fill(skill);
      await page.getByRole('textbox', { name: `Fähigkeit in Zeile ${row + 1}` }).press('Enter');
    }
    await page.getByRole('textbox', { name: 'Stufe in Zeile 1' }).fill('hoch');
    await page.getByRole('textbox', { name: 'Stufe in Zeile 1' }).blur();
    await page.getByRole('button', { name: 'Zeile 2 entfernen' }).click();
    await page.getByRole('button', { name: 'Zeile 2 nach oben' }).click();
    await expect(page.getByRole('textbox', { name: 'Fähigkeit in Zeile 1' })).toHaveValue('Weben');
    await expect(page.getByRole('combobox', { name: 'Zeilen pro Seite' })).toHaveValue('10');
    await expect(page.getByRole('combobox', { name: 'Zeilen pro Seite' }).locator('option')).toHaveText([
      '5',
      '7',
      '10',
      '15',
      '20',
      '25',
      '50',
      'Alle',
    ]);

    // Relationship: the dialog offers the other file of the allowed schema, not this one.
    const friends = page.getByRole('group', { name: 'Freunde' });
    await expect(friends.getByText('No relationships defined.')).toBeVisible();
    await friends.getByRole('button', { name: 'Verknüpfung hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verknüpfte Dateien auswählen' });
    await expect(dialog.getByRole('treeitem', { name: `Ada ${run}` })).toHaveCount(0);
    await dialog.getByRole('treeitem', { name: `Grace ${run}` }).click();
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(friends.getByRole('link', { name: `Grace ${run}` })).toHaveAttribute(
      'href',
      `/DataEditor/${grace.directoryId}`,
    );

    // Image: uploaded through the GraphQL multipart request, shown as a preview.
    await page.getByLabel('Foto').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('img', { name: 'Bild von Foto' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

    // Rich text: bold through the toolbar, saved 500 ms after the last keystroke.
    const notes = page.getByRole('textbox', { name: 'Notizen' });
    await notes.click();
    await page.keyboard.type('Sehr ');
    await page
      .getByRole('toolbar', { name: 'Formatierung von Notizen' })
      .getByRole('button', { name: 'Fett' })
      .click();
    await page.keyboard.type('wichtig');
    await expect(notes.locator('strong, .rt-bold')).toHaveText('wichtig');

    await expect
      .poll(async () =>
        JSON.stringify(
          (await fileData(request, token, ada.id)).data.find((entry) => entry.elementId === 'notes'),
        ),
      )
      .toContain('wichtig');
    await saved(page);
    const stored = await fileData(request, token, ada.id);
    expect(stored.label).toBe('Ada Lovelace');
    expect(stored.data).toEqual(
      expect.arrayContaining([
        { elementId: 'legacy', 'props.model.model-value': 'aus einer alten Fassung' },
        { elementId: 'name', 'props.model.model-value': 'Ada Lovelace', 'props.content.prefix': 'Frau' },
        { elementId: 'status', 'props.model.model-value': 'active' },
      ]),
    );
    expect(stored.relatedFiles.map((link) => link.fileId)).toEqual([grace.id]);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    await expect(page.getByRole('combobox', { name: 'Präfix von Name' })).toHaveValue('Frau');
    await expect(page.getByRole('textbox', { name: 'Größe' })).toHaveValue('170');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
    await expect(page.getByRole('textbox', { name: 'Stadt' })).toHaveValue('London');
    await expect(page.getByRole('textbox', { name: 'Breite' })).toHaveValue('51.5');
    await expect(page.getByRole('textbox', { name: 'Fähigkeit in Zeile 1' })).toHaveValue('Weben');
    await expect(page.getByRole('textbox', { name: 'Fähigkeit in Zeile 2' })).toHaveValue('Mathematik');
    await expect(page.getByRole('textbox', { name: 'Stufe in Zeile 2' })).toHaveValue('hoch');
    await expect(page.getByRole('textbox', { name: 'Fähigkeit in Zeile 3' })).toHaveCount(0);
    await expect(
      page.getByRole('group', { name: 'Freunde' }).getByRole('link', { name: `Grace ${run}` }),
    ).toBeVisible();
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: 'Bild von Foto' })
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(1);
    await expect(page.getByRole('textbox', { name: 'Notizen' })).toHaveText('Sehr wichtig');
    await expect(page.getByRole('textbox', { name: 'Notizen' }).locator('strong, .rt-bold')).toHaveText(
      'wichtig',
    );

    // Data of an element the schema no longer has stays, read-only.
    const outside = page.getByRole('region', { name: 'Nicht mehr im Schema' });
    await expect(outside).toContainText('legacy');
    await expect(outside).toContainText('"aus einer alten Fassung"');
  });

  test('the simplified input shows label, value, unit and hint, and Enter moves on', async ({
    page,
    request,
  }) => {
    const { ada } = await seedPeople(request);
    await openLoggedIn(page, `/DataEditor/${ada.directoryId}`);
    const toggle = page.getByRole('button', { name: 'Wechsel Vereinfachte Eingabe' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Adresse' })).toHaveCount(0);
    await expect(page.getByText('Wie im Ausweis')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Präfix von Name' })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Größe' }).fill('180');
    await page.getByRole('textbox', { name: 'Größe' }).press('Enter');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused();
    await saved(page);

    await toggle.click();
    await expect(page.getByRole('group', { name: 'Adresse' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Größe' })).toHaveValue('180');
  });

  test('a removed related file comes back in its place from the notification', async ({ page, request }) => {
    const { token, run, schema, ada, grace } = await seedPeople(request);
    const third = await saveFile(request, token, { schemaId: schema.id, label: `Hopper ${run}` });
    await graphql(
      request,
      'mutation ($data: JSON!) { addRelatedFiles(data: $data) { success } }',
      {
        data: {
          fileId: ada.id,
          relationship: [grace, third].map((file) => ({ fileId: file.id, elementId: 'friends' })),
        },
      },
      token,
    );
    await openLoggedIn(page, `/DataEditor/${ada.directoryId}`);
    const friends = page.getByRole('list', { name: 'Verknüpfte Dateien von Freunde' });
    const names = () => friends.getByRole('listitem').allInnerTexts();
    await expect.poll(names).toEqual([expect.stringContaining('Grace'), expect.stringContaining('Hopper')]);

    await friends.getByRole('button', { name: `Verknüpfung mit „Grace ${run}“ entfernen` }).click();
    const undone = page.getByRole('status').filter({ hasText: `Verknüpfung mit „Grace ${run}“ entfernt.` });
    await expect.poll(names).toEqual([expect.stringContaining('Hopper')]);
    await undone.getByRole('button', { name: 'Rückgängig' }).click();

    await expect.poll(names).toEqual([expect.stringContaining('Grace'), expect.stringContaining('Hopper')]);
    await expect
      .poll(async () => (await fileData(request, token, ada.id)).relatedFiles.map((link) => link.fileId))
      .toEqual([grace.id, third.id]);
  });

  test('what is typed is saved when the user leaves the file right away', async ({ page, request }) => {
    const { token, run, ada, grace } = await seedPeople(request);
    await openLoggedIn(page, `/DataEditor/${grace.directoryId}`);
    await page.getByRole('link', { name: `Ada ${run}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Ada ${run}` })).toBeVisible();

    await page.getByRole('textbox', { name: 'Notizen' }).click();
    await page.keyboard.type('Kurz notiert');
    await page.getByRole('textbox', { name: 'Stadt' }).fill('Paris');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: `Grace ${run}` })).toBeVisible();

    const entry = async (elementId: string) =>
      (await fileData(request, token, ada.id)).data.find((stored) => stored.elementId === elementId);
    await expect.poll(() => entry('city')).toEqual({ elementId: 'city', 'props.model.model-value': 'Paris' });
    await expect.poll(async () => JSON.stringify(await entry('notes'))).toContain('Kurz notiert');
  });

  test('an SVG image with a script never runs it, neither in the form nor opened on its own', async ({
    page,
    request,
  }) => {
    const { token, ada } = await seedPeople(request);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>window.__pwned = true; parent.__pwned = true</script><rect width="10" height="10"/></svg>',
    );
    const image = await uploadImage(request, token, {
      fileId: ada.id,
      elementId: 'photo',
      name: 'boese.svg',
      mimeType: 'image/svg+xml',
      buffer: svg,
    });
    await request.post('/', {
      headers: { authorization: token, 'content-type': 'application/json' },
      data: {
        query: 'mutation ($data: JSON!) { updateFile(data: $data) { success } }',
        variables: {
          data: { id: ada.id, data: [{ elementId: 'photo', 'props.model.model-value': image.id }] },
        },
      },
    });

    await openLoggedIn(page, `/DataEditor/${ada.directoryId}`);
    const preview = page.getByRole('img', { name: 'Bild von Foto' });
    await expect.poll(() => preview.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(10);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

    const response = await page.goto(image.url);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });

  test('an unknown entry id gets a clear notice, not a blank pane', async ({ page }) => {
    await openLoggedIn(page, '/DataEditor/gibt-es-nicht');
    await expect(page.getByRole('alert')).toContainText('Eintrag nicht gefunden');
    await expect(page.getByRole('alert')).toContainText('„gibt-es-nicht“');
  });
});
