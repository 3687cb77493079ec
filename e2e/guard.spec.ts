import { expect, loggedOut, test } from './fixtures';
import { signedToken, storedToken, TOKEN_KEY, tokenCookie } from './session';
import { E2E_PORT } from './test-env';

const PROTECTED = ['/', '/DataEditor', '/DataEditor/any-entry', '/SchemaEditor', '/SchemaEditor/any-entry'];
const ALL_PERMISSIONS = ['alloy.access', 'alloy.files', 'alloy.folders', 'alloy.schemas', 'alloy.users'];
const now = () => Math.floor(Date.now() / 1000);

test.use({ storageState: loggedOut });

async function setToken(page: import('@playwright/test').Page, token: string, expires: number) {
  await page
    .context()
    .addCookies([
      { name: TOKEN_KEY, value: token, domain: 'localhost', path: '/', sameSite: 'Strict', expires },
    ]);
}

test.describe('login guard', () => {
  for (const path of PROTECTED) {
    test(`${path} sends a visitor without a token to the login page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/login?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    });
  }

  test('an expired token sends the user to the login page', async ({ page }) => {
    const expiredAt = now() - 60;
    // The cookie itself outlives the token, so only the token's own expiry can stop the user.
    await setToken(
      page,
      await signedToken({ expiresAt: expiredAt, permissionIds: ALL_PERMISSIONS }),
      now() + 3600,
    );
    await page.goto('/DataEditor');
    await expect(page).toHaveURL(/\/login\?redirect=%2FDataEditor$/);
  });

  test('a token with a single permission id does not count as logged in', async ({ page }) => {
    const expiresAt = now() + 3600;
    await setToken(page, await signedToken({ expiresAt, permissionIds: ['alloy.access'] }), expiresAt);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  });

  test('a token the server refuses ends the session', async ({ page }) => {
    const expiresAt = now() + 3600;
    const [header, payload] = (await signedToken({ expiresAt, permissionIds: ALL_PERMISSIONS })).split('.');
    await setToken(page, `${header}.${payload}.forged-signature`, expiresAt);
    await page.goto('/SchemaEditor');

    await expect(page).toHaveURL(/\/login\?redirect=%2FSchemaEditor$/);
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Sitzung ist abgelaufen' })).toBeVisible();
    expect(await tokenCookie(page)).toBeUndefined();
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('not-found page', () => {
  test('any other path shows the public not-found page', async ({ page }) => {
    await page.goto('/gibt-es-nicht/tief');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByText('Unter „/gibt-es-nicht/tief“ gibt es keine Seite.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('gibt-es-nicht');
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
  });
});
