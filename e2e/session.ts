import { expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { type Credentials, E2E_ADMIN, E2E_JWT_SECRET } from './test-env';
import { workerAccount } from './worker-account';

export const TOKEN_KEY = 'apollo-token';

/** Logs in through the login page the way a user does; with the worker's account unless told otherwise. */
export async function logIn(page: Page, credentials: Credentials = workerAccount()) {
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The avatar button, named for the logged-in user. */
export const userMenuButton = (page: Page, username = workerAccount().username) =>
  page.getByRole('button', { name: `${username} – Benutzermenü` });

/** Opens `path` as the worker's user, logged in by the saved state of fixtures.ts; patient with a busy server. */
export async function openLoggedIn(page: Page, path = '/') {
  await page.goto(path);
  await expect(userMenuButton(page)).toBeVisible({ timeout: 15_000 });
}

/** A token signed with the server's test secret, with the payload the server issues. */
export function signedToken({ expiresAt, permissionIds }: { expiresAt: number; permissionIds: string[] }) {
  return new SignJWT({ userName: E2E_ADMIN.username, permissionIds, client: E2E_ADMIN.client })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('e2e-user')
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

export async function tokenCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === TOKEN_KEY);
}

export async function storedToken(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
}
