import { expect, loggedOut, test } from './fixtures';
import { logIn, storedToken, tokenCookie } from './session';
import { E2E_ADMIN } from './test-env';

test.describe('login', () => {
  test.use({ storageState: loggedOut });

  test('a wrong password is refused with the German failure text', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('login');
    await logIn(page, { username: E2E_ADMIN.username, password: 'wrong-password' });

    await expect(
      page.getByRole('alert').filter({ hasText: 'Username oder Password inkorrekt.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Username oder Password inkorrekt.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test('Enter logs in, stores the token and lands on the start page', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByLabel('Username', { exact: true }).fill(E2E_ADMIN.username);
    await password.fill(E2E_ADMIN.password);
    await password.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Startseite' })).toBeVisible();
    const cookie = await tokenCookie(page);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000);
    expect(await storedToken(page)).toBe(cookie?.value);
  });

  test('after login the user lands on the page they asked for', async ({ page }) => {
    await page.goto('/SchemaEditor');
    await expect(page).toHaveURL(/\/login\?redirect=%2FSchemaEditor$/);
    await logIn(page, E2E_ADMIN);

    await expect(page).toHaveURL(/\/SchemaEditor$/);
    await expect(page.getByRole('heading', { name: 'Schemas' })).toBeVisible();
  });

  test('a redirect to another site is ignored', async ({ page }) => {
    await page.goto('/login?redirect=https%3A%2F%2Fexample.com%2F');
    await logIn(page, E2E_ADMIN);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('too many failed attempts are reported as such', async ({ page }) => {
    const username = 'no-such-user';
    await page.goto('/login');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answered = page.waitForResponse((response) => response.request().method() === 'POST');
      await logIn(page, { username, password: `wrong-${attempt}` });
      await answered;
    }
    await logIn(page, { username, password: 'wrong-again' });
    await expect(page.getByRole('alert').filter({ hasText: 'Zu viele Anmeldeversuche' })).toBeVisible();
  });
});
