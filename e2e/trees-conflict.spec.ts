import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import {
  apiAs,
  chooseFromRowMenu,
  dataTree,
  reveal,
  row,
  rowNames,
  saved,
  toast,
  unique,
} from './trees-helpers';

/** Two browsers of the worker's user, both logged in and on the data editor. */
async function twoBrowsers(browser: Browser, storageState: string) {
  const contexts = [await browser.newContext({ storageState }), await browser.newContext({ storageState })];
  const [pageA, pageB] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!pageA || !pageB) throw new Error('no pages');
  await openLoggedIn(pageA, '/DataEditor');
  await openLoggedIn(pageB, '/DataEditor');
  return { pageA, pageB, close: () => Promise.all(contexts.map((context) => context.close())) };
}

test('a change on a tree someone else changed elsewhere is made on the current tree', async ({
  browser,
  request,
  workerStorageState,
}) => {
  const api = await apiAs(request);
  const tag = unique('Zusammen');
  await api.folder(`${tag} Erster`);
  await api.folder(`${tag} Zweiter`);
  await api.folder(`${tag} Dritter`);
  const { pageA, pageB, close } = await twoBrowsers(browser, workerStorageState);
  await reveal(dataTree(pageB), `${tag} Dritter`);

  await chooseFromRowMenu(dataTree(pageA), `${tag} Erster`, 'Umbenennen');
  await pageA.getByLabel('Ordnername').fill(`${tag} Umbenannt`);
  await pageA.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(pageA, 'Directory erfolgreich aktualisiert')).toBeVisible();

  // B still shows the old name, and moves another folder: no refusal, and A's rename stays.
  await chooseFromRowMenu(dataTree(pageB), `${tag} Dritter`, 'Nach oben');

  await expect(toast(pageB, 'Directory erfolgreich aktualisiert')).toBeVisible();
  const merged = [`${tag} Umbenannt`, `${tag} Dritter`, `${tag} Zweiter`];
  await expect.poll(() => rowNames(dataTree(pageB), tag)).toEqual(merged);
  await expect(pageB.getByText(/wurde nicht übernommen/)).toHaveCount(0);
  await pageA.reload();
  await expect.poll(() => rowNames(dataTree(pageA), tag)).toEqual(merged);
  await close();
});

test('a change on an entry someone else moved to the bin is refused, named, and the current tree is shown', async ({
  browser,
  request,
  workerStorageState,
}) => {
  const api = await apiAs(request);
  const tag = unique('Konflikt');
  await api.folder(`${tag} Erster`);
  await api.folder(`${tag} Zweiter`);
  const { pageA, pageB, close } = await twoBrowsers(browser, workerStorageState);
  await reveal(dataTree(pageB), `${tag} Erster`);

  await chooseFromRowMenu(dataTree(pageA), `${tag} Erster`, 'Löschen');
  await pageA.getByRole('button', { name: 'In den Papierkorb verschieben' }).click();
  await expect(toast(pageA, 'Directory erfolgreich aktualisiert')).toBeVisible();

  await chooseFromRowMenu(dataTree(pageB), `${tag} Erster`, 'Nach unten');

  await expect(
    toast(
      pageB,
      `Ihre Änderung „‚${tag} Erster‘ nach unten verschoben“ wurde nicht übernommen, weil jemand anderes den Verzeichnisbaum geändert hat. Der aktuelle Stand wurde geladen.`,
    ),
  ).toBeVisible();
  await expect.poll(() => rowNames(dataTree(pageB), tag)).toEqual([`${tag} Zweiter`]);
  await close();
});

// The measure is 50 edits per browser; CI runs fewer, the same way.
const EDITS = Number(process.env.ALLOY_E2E_TREE_EDITS ?? 10);

test(`two browsers editing different folders ${EDITS} times in a row are never refused`, async ({
  browser,
  request,
  workerStorageState,
}) => {
  test.setTimeout(60_000 + EDITS * 4_000);
  const api = await apiAs(request);
  const tag = unique('Parallel');
  await api.folder(`${tag} A`);
  await api.folder(`${tag} B1`);
  await api.folder(`${tag} B2`);
  const { pageA, pageB, close } = await twoBrowsers(browser, workerStorageState);
  const refusals = (page: typeof pageA) => page.getByText(/nicht übernommen/);

  // A renames its folder again and again with F2; B moves its folder down and up with Alt+arrow keys.
  const renames = async () => {
    const tree = dataTree(pageA);
    for (let edit = 1; edit <= EDITS; edit++) {
      await (await reveal(tree, `${tag} A${edit === 1 ? '' : edit - 1}`)).click();
      await pageA.keyboard.press('F2');
      const name = pageA.getByRole('dialog', { name: 'Ordner umbenennen' }).getByLabel('Ordnername');
      await name.fill(`${tag} A${edit}`);
      await name.press('Enter');
      await expect(row(tree, `${tag} A${edit}`)).toBeVisible();
    }
  };
  const moves = async () => {
    const tree = dataTree(pageB);
    await (await reveal(tree, `${tag} B1`)).click();
    for (let edit = 1; edit <= EDITS; edit++) {
      await pageB.keyboard.press(edit % 2 === 1 ? 'Alt+ArrowDown' : 'Alt+ArrowUp');
      const order = edit % 2 === 1 ? [`${tag} B2`, `${tag} B1`] : [`${tag} B1`, `${tag} B2`];
      await expect.poll(() => rowNames(tree, `${tag} B`)).toEqual(order);
    }
  };
  await Promise.all([renames(), moves()]);
  await saved(dataTree(pageA));
  await saved(dataTree(pageB));

  await expect(refusals(pageA)).toHaveCount(0);
  await expect(refusals(pageB)).toHaveCount(0);
  const expected = EDITS % 2 === 0 ? [`${tag} B1`, `${tag} B2`] : [`${tag} B2`, `${tag} B1`];
  for (const page of [pageA, pageB]) {
    await page.reload();
    await expect(row(dataTree(page), `${tag} A${EDITS}`)).toBeVisible();
    await expect.poll(() => rowNames(dataTree(page), `${tag} B`)).toEqual(expected);
  }
  await close();
});
