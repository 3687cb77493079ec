import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { scan } from './a11y';
import { fileData, logInByApi, saveFile, saveSchema } from './file-viewer-api';
import { expect as baseExpect, test } from './fixtures';
import { logIn, openLoggedIn, userMenuButton } from './session';

// Saves go through the real server; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const input = (elementId: string, label: string, position: number) => ({
  elementId,
  componentId: 'Input',
  label,
  parentId: '0',
  position,
  props: { content: { label } },
  children: [],
});

/** A schema of two Inputs and one file of it, with the city stored. */
async function seedPlace(request: APIRequestContext) {
  const token = await logInByApi(request);
  const run = randomUUID().slice(0, 8);
  const schemaId = `ort-${run}`;
  await saveSchema(request, token, {
    id: schemaId,
    label: `Ort ${run}`,
    elements: [input('city', 'Stadt', 0), input('size', 'Einwohner', 1)],
  });
  const file = await saveFile(request, token, {
    schemaId,
    label: `Ort ${run}`,
    data: [{ elementId: 'city', 'props.model.model-value': 'Bern' }],
  });
  const stored = async () =>
    Object.fromEntries(
      (await fileData(request, token, file.id)).data.map((entry) => [
        entry.elementId,
        entry['props.model.model-value'],
      ]),
    );
  return { file, stored };
}

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Alle Änderungen gespeichert' })).toBeVisible();

async function typeInto(page: Page, label: string, text: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(text);
  await field.press('Enter');
}

async function twoBrowsersOn(browser: Browser, storageState: string, path: string) {
  const contexts = [await browser.newContext({ storageState }), await browser.newContext({ storageState })];
  const [pageA, pageB] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!pageA || !pageB) throw new Error('no pages');
  await openLoggedIn(pageA, path);
  await openLoggedIn(pageB, path);
  await expect(pageA.getByRole('textbox', { name: 'Stadt' })).toHaveValue('Bern');
  await expect(pageB.getByRole('textbox', { name: 'Stadt' })).toHaveValue('Bern');
  return { pageA, pageB, close: () => Promise.all(contexts.map((context) => context.close())) };
}

test.describe('a file two people edit', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a change of another field is saved on top, a change of the same field shows both values', async ({
    browser,
    request,
    workerStorageState,
  }) => {
    const { file, stored } = await seedPlace(request);
    const { pageA, pageB, close } = await twoBrowsersOn(
      browser,
      workerStorageState,
      `/DataEditor/${file.directoryId}`,
    );

    await typeInto(pageA, 'Stadt', 'Basel');
    await saved(pageA);

    // B still shows Bern; a change of another field goes on top of A's without a question.
    await typeInto(pageB, 'Einwohner', '180000');
    await saved(pageB);
    await expect.poll(stored).toEqual({ city: 'Basel', size: '180000' });
    await expect(pageB.getByRole('alertdialog')).toHaveCount(0);
    // B's reload after its save has come back (it shows A's city) before A changes the city again.
    await expect(pageB.getByRole('textbox', { name: 'Stadt' })).toHaveValue('Basel');

    // A changes the city again; B, who has not seen it, changes it too: B sees both and decides.
    await typeInto(pageA, 'Stadt', 'Genf');
    await saved(pageA);
    await typeInto(pageB, 'Stadt', 'Zürich');
    const dialog = pageB.getByRole('alertdialog', { name: 'Die Datei wurde inzwischen geändert' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Stadt' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^Gespeicherter Wert\s*Genf/ })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^Ihre Eingabe\s*Zürich/ })).toBeChecked();
    expect((await stored()).city).toBe('Genf');
    expect(await scan(pageB, 'conflict view')).toEqual([]);

    // Closed without a choice, nothing is saved; "Erneut speichern" opens the comparison again.
    await dialog.getByRole('button', { name: 'Später entscheiden' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      pageB.getByRole('status').filter({ hasText: 'Die Datei wurde inzwischen geändert' }),
    ).toBeVisible();
    await pageB.getByRole('button', { name: 'Erneut speichern' }).click();
    await expect(dialog).toBeVisible();
    expect((await stored()).city).toBe('Genf');

    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await saved(pageB);
    await expect.poll(async () => (await stored()).city).toBe('Zürich');
    await pageA.reload();
    await expect(pageA.getByRole('textbox', { name: 'Stadt' })).toHaveValue('Zürich');
    await close();
  });

  test('keeping the stored value drops the own one', async ({ browser, request, workerStorageState }) => {
    const { file, stored } = await seedPlace(request);
    const { pageA, pageB, close } = await twoBrowsersOn(
      browser,
      workerStorageState,
      `/DataEditor/${file.directoryId}`,
    );

    await typeInto(pageA, 'Stadt', 'Genf');
    await saved(pageA);
    await typeInto(pageB, 'Stadt', 'Zürich');
    const dialog = pageB.getByRole('alertdialog', { name: 'Die Datei wurde inzwischen geändert' });
    await dialog.getByRole('radio', { name: /^Gespeicherter Wert/ }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();

    await expect(pageB.getByRole('textbox', { name: 'Stadt' })).toHaveValue('Genf');
    await pageB.reload();
    await expect(pageB.getByRole('textbox', { name: 'Stadt' })).toHaveValue('Genf');
    expect((await stored()).city).toBe('Genf');
    await close();
  });
});

test("a save left unsaved at logout is dropped, not sent with the next session's saves", async ({
  page,
  request,
}) => {
  const { file, stored } = await seedPlace(request);
  await openLoggedIn(page, `/DataEditor/${file.directoryId}`);
  await expect(page.getByRole('textbox', { name: 'Stadt' })).toHaveValue('Bern');

  await page.context().setOffline(true);
  await typeInto(page, 'Stadt', 'Offline');
  await expect(page.getByText('Änderungen nicht gespeichert')).toBeVisible();
  await page.context().setOffline(false);

  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await expect(userMenuButton(page)).toBeVisible();
  await page.goto(`/DataEditor/${file.directoryId}`);
  await expect(page.getByRole('textbox', { name: 'Stadt' })).toHaveValue('Bern');

  await typeInto(page, 'Einwohner', '140000');
  await saved(page);
  expect(await stored()).toEqual({ city: 'Bern', size: '140000' });
});
