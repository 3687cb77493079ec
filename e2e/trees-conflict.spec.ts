import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import { apiAs, chooseFromRowMenu, dataTree, reveal, rowNames, toast, unique } from './trees-helpers';

test('a change based on a stale tree is refused, named, and the current tree is shown', async ({
  browser,
  request,
  workerStorageState,
}) => {
  const api = await apiAs(request);
  const tag = unique('Konflikt');
  await api.folder(`${tag} Erster`);
  await api.folder(`${tag} Zweiter`);
  // Two browsers of the worker's user, both logged in.
  const [first, second] = [
    await browser.newContext({ storageState: workerStorageState }),
    await browser.newContext({ storageState: workerStorageState }),
  ];
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  await openLoggedIn(pageA, '/DataEditor');
  await openLoggedIn(pageB, '/DataEditor');
  await reveal(dataTree(pageB), `${tag} Erster`);

  await chooseFromRowMenu(dataTree(pageA), `${tag} Erster`, 'Umbenennen');
  await pageA.getByLabel('Ordnername').fill(`${tag} Umbenannt`);
  await pageA.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(pageA, 'Directory erfolgreich aktualisiert')).toBeVisible();

  await chooseFromRowMenu(dataTree(pageB), `${tag} Erster`, 'Nach unten');

  await expect(
    toast(
      pageB,
      `Ihre Änderung „‚${tag} Erster‘ nach unten verschoben“ wurde nicht übernommen, weil jemand anderes den Verzeichnisbaum geändert hat. Der aktuelle Stand wurde geladen.`,
    ),
  ).toBeVisible();
  await expect.poll(() => rowNames(dataTree(pageB), tag)).toEqual([`${tag} Umbenannt`, `${tag} Zweiter`]);
  await pageA.reload();
  await expect.poll(() => rowNames(dataTree(pageA), tag)).toEqual([`${tag} Umbenannt`, `${tag} Zweiter`]);

  await first.close();
  await second.close();
});
