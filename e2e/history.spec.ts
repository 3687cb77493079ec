import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { scan } from './a11y';
import { fileData, graphql, logInByApi, saveFile, saveSchema } from './file-viewer-api';
import { expect as baseExpect, test } from './fixtures';
import { openLoggedIn } from './session';

// Writes go through the real server; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const VALUE = 'props.model.model-value';
const code = () => `H${randomBytes(4).toString('hex')}`;
const input = (elementId: string, label: string, position: number) => ({
  elementId,
  componentId: 'Input',
  label,
  parentId: '0',
  position,
  props: {},
  children: [],
});

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Alle Änderungen gespeichert' })).toBeVisible();

async function updateByApi(
  request: Parameters<typeof graphql>[0],
  token: string,
  id: string,
  values: object,
) {
  await graphql(
    request,
    'mutation ($data: JSON!) { updateFile(data: $data) { success } }',
    {
      data: {
        id,
        data: Object.entries(values).map(([elementId, value]) => ({ elementId, [VALUE]: value })),
      },
    },
    token,
  );
}

test.describe('history', () => {
  test.describe.configure({ timeout: 120_000 });

  test('lists edits, compares a version with now, restores one field and then a whole version', async ({
    page,
    request,
  }) => {
    const token = await logInByApi(request);
    const run = code();
    const schema = await saveSchema(request, token, {
      label: `Angebot ${run}`,
      elements: [input('price', 'Preis', 0), input('note', 'Bemerkung', 1)],
    });
    const file = await saveFile(request, token, {
      schemaId: schema.id,
      label: `Sofa ${run}`,
      data: [{ elementId: 'price', [VALUE]: '2.499,95' }],
    });

    // Edits in the browser, then in another session (the API).
    await openLoggedIn(page, `/DataEditor/${file.directoryId}`);
    await page.getByRole('textbox', { name: 'Preis' }).fill('2.299,00');
    await page.getByRole('textbox', { name: 'Preis' }).blur();
    await saved(page);
    await updateByApi(request, token, file.id, { note: 'Reduziert' });

    await page.getByRole('button', { name: 'Verlauf' }).click();
    const drawer = page.getByRole('dialog', { name: `Verlauf von „Sofa ${run}“` });
    await expect(drawer).toBeVisible();
    const versions = drawer.getByRole('list', { name: 'Versionen, neueste zuerst' });
    await expect(versions.getByText('Bemerkung: (leer) → Reduziert')).toBeVisible();
    await expect(versions.getByText('Preis: 2.499,95 → 2.299,00')).toBeVisible();
    await expect(versions.getByRole('button', { name: /^Angelegt/ })).toBeVisible();
    expect(await scan(page, 'history list')).toEqual([]);

    // The version as created, beside now: both fields differ; restore the price alone.
    await versions.getByRole('button', { name: /^Angelegt/ }).click();
    const table = drawer.getByRole('table');
    await expect(table.getByRole('row', { name: /Preis 2\.499,95 2\.299,00/ })).toBeVisible();
    expect(await scan(page, 'history comparison')).toEqual([]);
    await drawer.getByRole('button', { name: 'Wiederherstellen: Preis' }).click();
    await expect(page.getByText('„Preis“ wiederhergestellt.')).toBeVisible();
    await expect(versions.getByText('Preis: 2.299,00 → 2.499,95')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Preis' })).toHaveValue('2.499,95');
    await expect(page.getByRole('textbox', { name: 'Bemerkung' })).toHaveValue('Reduziert');

    // A whole version, while someone else changed the file meanwhile: refused, then done on the new state.
    await page.getByRole('button', { name: 'Verlauf' }).click();
    await versions.getByRole('button', { name: /^Angelegt/ }).click();
    await updateByApi(request, token, file.id, { note: 'Noch günstiger' });
    await drawer.getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
    await expect(page.getByText(/inzwischen|geändert/).first()).toBeVisible();
    await drawer.getByRole('button', { name: 'Zurück zur Liste' }).click();
    await versions.getByRole('button', { name: /^Angelegt/ }).click();
    await drawer.getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
    await expect(page.getByText('Version wiederhergestellt.')).toBeVisible();
    await expect(versions.getByText('Bemerkung: Noch günstiger → (leer)')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Bemerkung' })).toHaveValue('');
    const stored = await fileData(request, token, file.id);
    expect(stored.data).toEqual([{ elementId: 'price', [VALUE]: '2.499,95' }]);
  });

  test('opens from a link, and shows a schema’s element changes with a restore of one element', async ({
    page,
    request,
  }) => {
    const token = await logInByApi(request);
    const run = code();
    const schema = await saveSchema(request, token, {
      label: `Vertrag ${run}`,
      elements: [input('number', 'Nummer', 0), input('date', 'Datum', 1)],
    });
    await graphql(
      request,
      'mutation ($schema: JSON!) { updateSchema(schema: $schema) { success } }',
      { schema: { id: schema.id, elements: [input('number', 'Vertragsnummer', 0)] } },
      token,
    );
    // The open drawer hides the page behind it (the user menu too) from the accessibility tree.
    await page.goto(`/SchemaEditor/${schema.directoryId}?history=true`);
    const drawer = page.getByRole('dialog', { name: `Verlauf von „Vertrag ${run}“` });
    const versions = drawer.getByRole('list', { name: 'Versionen, neueste zuerst' });
    await expect(versions.getByText('Nummer: Nummer → Vertragsnummer')).toBeVisible();
    await expect(versions.getByText('Datum entfernt')).toBeVisible();
    await versions.getByRole('button', { name: /^Angelegt/ }).click();
    await drawer.getByRole('button', { name: 'Wiederherstellen: Datum' }).click();
    await expect(page.getByText('„Datum“ wiederhergestellt.')).toBeVisible();
    await expect(versions.getByText('Datum hinzugefügt')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/history=true/);
    await expect(page.getByText('Datum').first()).toBeVisible();
  });
});
