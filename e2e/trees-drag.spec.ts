import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openLoggedIn } from './session';
import {
  apiAs,
  dataTree,
  expand,
  expectLevel,
  reveal,
  row,
  rowNames,
  saved,
  toast,
  unique,
} from './trees-helpers';

/** The middle of a folder's row, where a drop puts the entry into it (its top and bottom quarters drop beside it). */
function middleOf(box: { x: number; y: number; width: number; height: number }) {
  return { x: box.x + box.width / 3, y: box.y + box.height / 2 };
}

/**
 * Scrolls a row to the middle of the tree's area. A drag that rests near its edges scrolls the tree; and a
 * target Playwright has to scroll into view after pressing the button on the source lets the pointer go
 * where it was pressed, which starts no drag.
 */
async function centre(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** Playwright's own drag (`locator.dragTo`), onto a row in the middle of the tree's area. */
async function dragTo(source: Locator, target: Locator, position?: { x: number; y: number }) {
  await centre(target);
  await source.dragTo(target, position ? { targetPosition: position } : {});
}

/** Presses the pointer on a row's name and moves it in steps to the middle of a folder's row; `dwell` ms there. */
async function dragOver(page: Page, source: Locator, target: Locator, dwell = 0) {
  await centre(target);
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('Both rows must be on screen.');
  await page.mouse.move(from.x + 40, from.y + from.height / 2);
  await page.mouse.down();
  const end = middleOf(to);
  await page.mouse.move(end.x, end.y, { steps: 12 });
  if (dwell > 0) await page.waitForTimeout(dwell);
  // One more step, so the page hears the pointer where it rests.
  await page.mouse.move(end.x + 1, end.y);
}

/** A row's box once it has stopped moving (a drag's scrolling ends a frame or two after the pointer leaves the edge). */
async function restingBox(target: Locator) {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await target.boundingBox());
      const resting = box === last;
      last = box;
      return resting;
    })
    .toBe(true);
  const box = await target.boundingBox();
  if (!box) throw new Error('The row must be on screen.');
  return box;
}

async function entryIn(page: Page, folder: string, name: string) {
  const tree = dataTree(page);
  await expand(tree, folder);
  return reveal(tree, name);
}

test.describe('dragging entries of the data tree', () => {
  test('an entry dragged above a sibling is saved in its new place', async ({ page, request }) => {
    const api = await apiAs(request);
    const tag = unique('Ziehen');
    for (const place of ['A', 'B', 'C']) await api.folder(`${tag} ${place}`);
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    await reveal(tree, `${tag} C`);
    await reveal(tree, `${tag} A`);

    await dragTo(row(tree, `${tag} C`), row(tree, `${tag} A`), { x: 60, y: 3 });
    await expect.poll(() => rowNames(tree, tag)).toEqual([`${tag} C`, `${tag} A`, `${tag} B`]);
    await expect(toast(page, 'Directory erfolgreich aktualisiert')).toBeVisible();

    await saved(tree);
    await page.reload();
    // Revealed again when the tree, still settling after the reload, scrolled the rows away meanwhile.
    await expect(async () => {
      await reveal(dataTree(page), `${tag} B`);
      expect(await rowNames(dataTree(page), tag)).toEqual([`${tag} C`, `${tag} A`, `${tag} B`]);
    }).toPass({ timeout: 15_000 });
  });

  test('a file dragged onto a closed folder opens it while it rests there and goes in last', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Akte'));
    const folder = unique('Ablage');
    const folderId = await api.folder(folder);
    const inside = unique('Schon da');
    await api.file(schemaId, inside, folderId);
    const loose = unique('Lose');
    await api.file(schemaId, loose);
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    const source = await reveal(tree, loose);
    const target = await reveal(tree, folder);
    await expect(target).toHaveAttribute('aria-expanded', 'false');

    await dragOver(page, source, target, 900);
    await expect(target).toHaveAttribute('aria-expanded', 'true');
    await expect(target.locator('[data-drop-indicator="inside"]')).toBeVisible();
    await page.mouse.up();

    await expect(row(tree, loose)).toHaveAttribute('aria-level', '2');
    await saved(tree);
    await page.reload();
    // Revealed and read together: the tree may re-render (focus coming back) between the two, and its
    // virtual list then shows other rows.
    await expect(async () => {
      await entryIn(page, folder, loose);
      const names = await rowNames(dataTree(page), '');
      expect(names.indexOf(loose)).toBe(names.indexOf(inside) + 1);
    }).toPass({ timeout: 15_000 });
    await expect(row(dataTree(page), loose)).toHaveAttribute('aria-level', '2');
  });

  test('a file in two folders moves only the place that was dragged', async ({ page, request }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Vertrag'));
    const [kept, left, reached] = [unique('Bleibt'), unique('Verlassen'), unique('Erreicht')];
    const keptId = await api.folder(kept);
    const leftId = await api.folder(left);
    await api.folder(reached);
    const name = unique('Vertrag');
    const { directoryId } = await api.file(schemaId, name, keptId);
    await api.alsoIn(directoryId, leftId);
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    // Only the folder left is open: the one row of the file is its place there.
    await expand(tree, left);
    const source = await reveal(tree, name);
    await dragTo(source, await reveal(tree, reached));
    // The folder it went into opens to show it.
    await expect(row(tree, reached)).toHaveAttribute('aria-expanded', 'true');

    await saved(tree);
    await page.reload();
    const reloaded = dataTree(page);
    for (const folder of [kept, reached]) await expand(reloaded, folder);
    // The folder it left is empty now: it has nothing to open.
    await expect(row(reloaded, left)).not.toHaveAttribute('aria-expanded');
    const names = await rowNames(reloaded, '');
    expect(names.indexOf(name)).toBe(names.indexOf(kept) + 1);
    expect(names.indexOf(left) + 1).toBe(names.indexOf(reached));
    expect(names.lastIndexOf(name)).toBe(names.indexOf(reached) + 1);
    expect(names.filter((shown) => shown === name)).toHaveLength(2);
  });

  test('a folder dropped into its own subfolder shows the drop as refused and changes nothing', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request);
    const outer = unique('Außen');
    const outerId = await api.folder(outer);
    const inner = unique('Innen');
    await api.folder(inner, outerId);
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    await expand(tree, outer);
    const target = await reveal(tree, inner);

    await dragOver(page, row(tree, outer), target);
    await expect(target.locator('[data-drop-indicator="inside"][data-drop-blocked]')).toBeVisible();
    await page.mouse.up();
    await expect(
      toast(page, 'Ein Ordner lässt sich nicht in sich selbst oder in einen seiner Unterordner verschieben.'),
    ).toBeVisible();

    await page.reload();
    const reloaded = dataTree(page);
    await expand(reloaded, outer);
    await expectLevel(reloaded, outer, 1);
    await expectLevel(reloaded, inner, 2);
  });

  test('the tree scrolls while a dragged entry rests near its lower edge', async ({ page, request }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Post'));
    const name = unique('Wandert');
    await api.file(schemaId, name);
    const tag = unique('Füller');
    for (let index = 1; index <= 25; index++) await api.folder(`${tag} ${index}`);
    const goal = unique('Ziel');
    await api.folder(goal);
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    const source = await reveal(tree, name);
    await source.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(row(tree, goal)).toHaveCount(0);
    const viewport = tree.locator('xpath=..');
    const area = await viewport.boundingBox();
    const from = await source.boundingBox();
    if (!area || !from) throw new Error('The tree must be on screen.');

    await page.mouse.move(from.x + 40, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, area.y + area.height - 8, { steps: 12 });
    // The tree renders a few rows beyond its visible area: wait until the goal (the last row) has scrolled into it.
    const bottom = area.y + area.height;
    await expect
      .poll(
        async () => {
          const box = await row(tree, goal).boundingBox();
          return box !== null && box.y + box.height <= bottom;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // Away from the edge the scrolling stops; the goal is measured once it rests.
    await page.mouse.move(from.x + 40, area.y + area.height / 2, { steps: 2 });
    const target = await restingBox(row(tree, goal));
    const spot = middleOf(target);
    await page.mouse.move(spot.x, spot.y, { steps: 2 });
    await page.mouse.up();

    await expect(row(tree, name)).toHaveAttribute('aria-level', '2');
    await saved(tree);
    await page.reload();
    await entryIn(page, goal, name);
    await expect(row(dataTree(page), name)).toHaveAttribute('aria-level', '2');
  });

  test('Alt+ArrowRight moves an entry into the folder above it, Alt+ArrowLeft out again', async ({
    page,
    request,
  }) => {
    const api = await apiAs(request);
    const { id: schemaId } = await api.schema(unique('Notiz'));
    const folder = unique('Mappe');
    await api.folder(folder);
    const name = unique('Zettel');
    await api.file(schemaId, name);
    await openLoggedIn(page, '/DataEditor');
    const tree = dataTree(page);
    await (await reveal(tree, name)).focus();

    await page.keyboard.press('Alt+ArrowRight');
    await expect(row(tree, name)).toHaveAttribute('aria-level', '2');
    await expect(row(tree, name)).toBeFocused();
    await expect(page.getByText(`„${name}“ liegt jetzt in „${folder}“ an Stelle 1 von 1.`)).toBeAttached();
    await saved(tree);
    await page.reload();
    await entryIn(page, folder, name);
    await expect(row(dataTree(page), name)).toHaveAttribute('aria-level', '2');

    await row(dataTree(page), name).focus();
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(row(dataTree(page), name)).toHaveAttribute('aria-level', '1');
    await saved(dataTree(page));
    await page.reload();
    await expectLevel(dataTree(page), name, 1);
  });
});
