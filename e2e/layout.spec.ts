import { readFileSync } from 'node:fs';
import { expect, loggedOut, test } from './fixtures';
import { logIn, openLoggedIn, storedToken, tokenCookie, userMenuButton } from './session';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const title = `Alloy v${version}`;

test.describe('main layout', () => {
  test('the top bar shows the product title with the route segment', async ({ page }) => {
    await openLoggedIn(page);
    const heading = page.getByRole('banner').getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`${title}/Home`);
    await expect(heading).toHaveAccessibleName(`${title} / Home`);

    await page.goto('/SchemaEditor');
    await expect(heading).toHaveText(`${title}/SchemaEditor`);
    await expect(page).toHaveTitle(`${title} · SchemaEditor`);
  });

  test('the drawer leads to both editors and back', async ({ page }) => {
    await openLoggedIn(page);
    const menu = page.getByRole('navigation', { name: 'Menü' });
    await expect(menu.getByRole('heading', { name: 'Menü' })).toBeVisible();

    await menu.getByRole('link', { name: /Daten Editor/ }).click();
    await expect(page).toHaveURL(/\/DataEditor$/);
    await expect(page.getByRole('heading', { name: 'Dateien' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Daten Editor/ })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: /Schema Editor/ }).click();
    await expect(page).toHaveURL(/\/SchemaEditor$/);
    await expect(page.getByRole('heading', { name: 'Schemas' })).toBeVisible();

    await menu.getByRole('link', { name: /Startseite/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Startseite' })).toBeVisible();
  });

  test('on a wide screen the toggle switches the drawer between full and mini width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openLoggedIn(page);
    const menu = page.getByRole('navigation', { name: 'Menü' });
    const toggle = page.getByRole('button', { name: 'Menü umschalten' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect((await menu.boundingBox())?.width).toBeCloseTo(299, 0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await menu.boundingBox())?.width).toBeCloseTo(56, 0);
    await menu.getByRole('link', { name: 'Schema Editor' }).click();
    await expect(page).toHaveURL(/\/SchemaEditor$/);
  });

  test('on a narrow screen the drawer overlays the page and closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openLoggedIn(page);
    await expect(page.getByRole('navigation', { name: 'Menü' })).toBeHidden();

    await page.getByRole('button', { name: 'Menü umschalten' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menü' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: /Daten Editor/ }).click();

    await expect(page).toHaveURL(/\/DataEditor$/);
    await expect(drawer).toBeHidden();
  });

  test('a reload on a deep link stays there', async ({ page }) => {
    await openLoggedIn(page, '/SchemaEditor');
    await expect(page).toHaveURL(/\/SchemaEditor$/);
    await page.reload();
    await expect(page).toHaveURL(/\/SchemaEditor$/);
    await expect(page.getByRole('heading', { name: 'Schemas' })).toBeVisible();
  });

  // Logging out is the subject: without the worker's saved login, through the login page and back.
  test.describe(() => {
    test.use({ storageState: loggedOut });

    test('logout clears the token and guards the pages again', async ({ page }) => {
      await page.goto('/DataEditor');
      await expect(page).toHaveURL(/\/login/);
      await logIn(page);
      await expect(userMenuButton(page)).toBeVisible({ timeout: 15_000 });
      expect(await tokenCookie(page)).toBeDefined();

      await userMenuButton(page).click();
      await page.getByRole('menuitem', { name: 'Abmelden' }).click();

      await expect(page).toHaveURL(/\/login$/);
      expect(await tokenCookie(page)).toBeUndefined();
      expect(await storedToken(page)).toBeNull();

      await page.goto('/DataEditor');
      await expect(page).toHaveURL(/\/login\?redirect=%2FDataEditor$/);
    });
  });
});
