import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { scan } from './a11y';
import { fileData, graphql, logInByApi, saveFile, saveSchema } from './file-viewer-api';
import { expect as baseExpect, test } from './fixtures';
import { openLoggedIn } from './session';

// Saves go through the real server; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const element = (elementId: string, componentId: string, label: string, position: number, props = {}) => ({
  elementId,
  componentId,
  label,
  parentId: '0',
  position,
  props: { content: { label }, ...props },
  children: [],
});

/** A book schema with rules; the pattern of "Kennung" only once `withPattern`. */
const bookElements = (schemaId: string, withPattern: boolean) => [
  element('price', 'Input', 'Preis', 0, { rules: { type: 'number', min: 0, max: 10_000, decimals: 2 } }),
  element('email', 'Input', 'E-Mail', 1, { rules: { type: 'email', required: true } }),
  element(
    'code',
    'Input',
    'Kennung',
    2,
    withPattern ? { rules: { pattern: '[A-Z]{2}-\\d{4}', patternMessage: 'Format: AB-1234' } } : {},
  ),
  element('isbn', 'Input', 'ISBN', 3, { rules: { unique: true } }),
  element('tags', 'Select', 'Schlagworte', 4, {
    options: {
      options: [
        { id: 'novel', label: 'Roman' },
        { id: 'poem', label: 'Gedicht' },
        { id: 'classic', label: 'Klassiker' },
      ],
    },
    rules: { multiple: true },
  }),
  element('related', 'Relationship', 'Verwandt', 5, {
    _props: { _content: { _schema: [{ schemaId, elementId: 'related', position: 0 }] } },
    rules: { maxRelated: 2 },
  }),
];

const entry = (elementId: string, value: unknown) => ({ elementId, 'props.model.model-value': value });

/**
 * A book stored while "Kennung" had no pattern (its value breaks the pattern added after), and other books
 * of the schema, one of them holding the ISBN 978-<run>.
 */
async function seedBooks(request: APIRequestContext) {
  const token = await logInByApi(request);
  const run = randomUUID().slice(0, 8);
  const schemaId = `buch-${run}`;
  await saveSchema(request, token, {
    id: schemaId,
    label: `Buch ${run}`,
    elements: bookElements(schemaId, false),
  });
  const book = await saveFile(request, token, {
    schemaId,
    label: `Faust ${run}`,
    data: [
      entry('price', 12.5),
      entry('email', 'verlag@example.org'),
      entry('code', 'alt-1'),
      entry('isbn', `111-${run}`),
    ],
  });
  for (const name of ['Werther', 'Tasso', 'Egmont']) {
    await saveFile(request, token, {
      schemaId,
      label: `${name} ${run}`,
      data: name === 'Werther' ? [entry('isbn', `978-${run}`)] : [],
    });
  }
  await graphql(
    request,
    'mutation ($schema: JSON!) { updateSchema(schema: $schema) { success } }',
    { schema: { id: schemaId, elements: bookElements(schemaId, true) } },
    token,
  );
  const stored = async () =>
    Object.fromEntries(
      (await fileData(request, token, book.id)).data.map((stored) => [
        stored.elementId,
        stored['props.model.model-value'],
      ]),
    );
  return { run, book, stored };
}

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Alle Änderungen gespeichert' })).toBeVisible();

test.describe('field rules in the file form', () => {
  test.describe.configure({ timeout: 120_000 });

  test('says in German what breaks a rule as the user types, stores only valid values, marks an old one', async ({
    page,
    request,
  }) => {
    const { book, stored } = await seedBooks(request);
    await openLoggedIn(page, `/DataEditor/${book.directoryId}`);

    // A value stored before its rule stays, marked, until the user changes it.
    const code = page.getByRole('textbox', { name: 'Kennung' });
    await expect(code).toHaveValue('alt-1');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('Gespeicherter Wert: Format: AB-1234');

    // A number in German: shown with its two places, checked as typed, stored as a number.
    const price = page.getByRole('textbox', { name: 'Preis' });
    await expect(price).toHaveValue('12,50');
    await price.fill('12.000');
    await expect(price).toHaveAccessibleDescription('Bitte eine Zahl bis 10.000 eingeben.');
    await price.press('Enter');
    await price.fill('zwölf');
    await expect(price).toHaveAccessibleDescription('Bitte geben Sie eine Zahl ein, z. B. 2.499,95.');
    await price.blur();

    const email = page.getByRole('textbox', { name: 'E-Mail' });
    await email.fill('');
    await expect(email).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await email.fill('verlag@');
    await expect(email).toHaveAccessibleDescription(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    );
    await email.press('Enter');

    await code.fill('ab-12');
    await expect(code).toHaveAccessibleDescription('Format: AB-1234');
    await code.blur();

    expect(await scan(page, 'file form with rule messages')).toEqual([]);

    // None of it reached the server: a valid value saved after them finds the file as it was.
    await page.getByRole('group', { name: 'Schlagworte' }).getByText('Klassiker').click();
    await page.getByRole('group', { name: 'Schlagworte' }).getByText('Roman').click();
    await saved(page);
    await expect.poll(async () => (await stored()).tags).toEqual(['novel', 'classic']);
    expect(await stored()).toMatchObject({ price: 12.5, email: 'verlag@example.org', code: 'alt-1' });
    await expect(price).toHaveValue('zwölf');

    await price.fill('2.499,95');
    await price.press('Enter');
    await email.fill('lektorat@example.org');
    await email.press('Enter');
    await code.fill('AB-1234');
    await code.press('Enter');
    await saved(page);
    await expect
      .poll(stored)
      .toMatchObject({ price: 2499.95, email: 'lektorat@example.org', code: 'AB-1234' });
    await expect(code).not.toHaveAttribute('aria-invalid');
    await expect(code).not.toHaveAccessibleDescription(/Format/);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Preis' })).toHaveValue('2.499,95');
    await expect(
      page.getByRole('group', { name: 'Schlagworte' }).getByRole('checkbox', { name: 'Roman' }),
    ).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Kennung' })).toHaveValue('AB-1234');
  });

  test('a value another file holds is refused under its field, and the next one is saved', async ({
    page,
    request,
  }) => {
    const { run, book, stored } = await seedBooks(request);
    await openLoggedIn(page, `/DataEditor/${book.directoryId}`);
    const isbn = page.getByRole('textbox', { name: 'ISBN' });
    await expect(isbn).toHaveValue(`111-${run}`);

    await isbn.fill(`978-${run}`);
    await isbn.press('Enter');
    await expect(isbn).toHaveAccessibleDescription(
      'Dieser Wert ist schon in einer anderen Datei dieses Schemas vergeben.',
    );
    await expect(isbn).toHaveAttribute('aria-invalid', 'true');
    await expect(isbn).toHaveValue(`978-${run}`);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Ein Wert wurde nicht gespeichert, siehe Hinweis am Feld.' }),
    ).toBeVisible();
    await expect(page.getByText('Datei konnte nicht aktualisiert werden')).toHaveCount(0);
    expect((await stored()).isbn).toBe(`111-${run}`);

    await isbn.fill(`979-${run}`);
    await isbn.press('Enter');
    await saved(page);
    await expect.poll(async () => (await stored()).isbn).toBe(`979-${run}`);
    await expect(isbn).not.toHaveAttribute('aria-invalid');
  });

  test('the related files dialog says how many may be chosen and adds none beyond the bound', async ({
    page,
    request,
  }) => {
    const { run, book } = await seedBooks(request);
    await openLoggedIn(page, `/DataEditor/${book.directoryId}`);
    const related = page.getByRole('group', { name: 'Verwandt' });
    await related.getByRole('button', { name: 'Verknüpfung hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verknüpfte Dateien auswählen' });
    await expect(dialog.getByText('Sie können noch 2 Dateien wählen.')).toBeVisible();
    for (const name of ['Werther', 'Tasso', 'Egmont']) {
      await dialog.getByRole('treeitem', { name: `${name} ${run}` }).click();
    }
    const confirm = dialog.getByRole('button', { name: 'Hinzufügen' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription('Bitte höchstens 2 verknüpfte Dateien wählen.');
    expect(await scan(page, 'related files dialog over its bound')).toEqual([]);

    await dialog.getByRole('treeitem', { name: `Egmont ${run}` }).click();
    await confirm.click();
    const list = related.getByRole('list', { name: 'Verknüpfte Dateien von Verwandt' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const add = related.getByRole('button', { name: 'Verknüpfung hinzufügen' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Mehr als 2 verknüpfte Dateien sind nicht erlaubt.');
  });
});
