import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { scan } from './a11y';
import { graphql, logInByApi, saveFile, saveSchema } from './file-viewer-api';
import { expect as baseExpect, test } from './fixtures';
import { openLoggedIn, TOKEN_KEY, userMenuButton } from './session';
import { E2E_JWT_SECRET } from './test-env';
import { workerAccount } from './worker-account';

// Writes go through the real server; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

const VALUE = 'props.model.model-value';
const EDITOR_PERMISSIONS = ['alloy.access', 'alloy.files', 'alloy.folders'];
const code = () => `A${randomBytes(4).toString('hex')}`;

/** A schema and one of its files, written once and changed once through the API as the worker's user. */
async function seedFile(request: APIRequestContext) {
  const token = await logInByApi(request);
  const run = code();
  const schema = await saveSchema(request, token, {
    label: `Akte ${run}`,
    elements: [
      { elementId: 'note', componentId: 'Input', label: 'Notiz', parentId: '0', position: 0, props: {} },
    ],
  });
  const file = await saveFile(request, token, {
    schemaId: schema.id,
    label: `Vorgang ${run}`,
    parentId: null,
  });
  await graphql(
    request,
    'mutation ($data: JSON!) { updateFile(data: $data) { success } }',
    { data: { id: file.id, data: [{ elementId: 'note', [VALUE]: `geändert ${run}` }] } },
    token,
  );
  return { token, file, label: `Vorgang ${run}` };
}

/** A local day `YYYY-MM-DD` as the browser's date inputs take it, `offset` days from today there. */
const localDay = (page: Page, offset: number) =>
  page.evaluate((days) => {
    const day = new Date();
    day.setDate(day.getDate() + days);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, offset);

/**
 * The worker's own user as an editor: its token, signed again with the editor's permission ids. The server
 * takes it (same user, session version and client), and so does the app.
 */
async function editorToken(token: string) {
  const claims = decodeJwt(token);
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const signed = await new SignJWT({ ...claims, permissionIds: EDITOR_PERMISSIONS })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  return { signed, expiresAt };
}

test.describe('audit log', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an admin filters the trail by object, operation, user and days, shares it, and opens a history', async ({
    page,
    request,
  }) => {
    const { file, label } = await seedFile(request);
    const { username } = workerAccount();
    await openLoggedIn(page);

    await page
      .getByRole('navigation', { name: 'Menü' })
      .getByRole('link', { name: /^Änderungsprotokoll/ })
      .click();
    await expect(page).toHaveURL(/\/Audit$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Änderungsprotokoll' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Änderungen' });
    await expect(table.getByRole('row').filter({ hasText: file.id }).first()).toBeVisible();
    const rows = table.locator('tbody tr');
    const column = (index: number) => table.locator(`tbody tr td:nth-child(${index})`);

    await page.getByLabel('Objekt-ID', { exact: true }).fill(file.id);
    await expect(column(3)).toHaveText(['Datei geändert', 'Datei angelegt']);
    await expect(column(6)).toHaveText(['Geändert', 'Angelegt']);
    await expect(column(7)).toHaveText(['2', '1']);

    await page.getByLabel('Vorgang', { exact: true }).selectOption({ label: 'Datei geändert' });
    await expect(rows).toHaveCount(1);
    await page.getByLabel('Benutzer', { exact: true }).selectOption({ label: username });
    await expect(page).toHaveURL(/userId=/);
    await expect(column(2)).toHaveText([username]);

    await page.getByLabel(/^Bis/).fill(await localDay(page, -1));
    await expect(page.getByText('Keine Einträge für diese Filter.')).toBeVisible();
    await expect(table).toBeHidden();
    const today = await localDay(page, 0);
    await page.getByLabel(/^Bis/).fill(today);
    await page.getByLabel('Von', { exact: true }).fill(today);
    await expect(rows).toHaveCount(1);
    await expect(column(5)).toHaveText([file.id]);
    expect(await scan(page, 'audit log')).toEqual([]);

    // The filtered view is a link: opened again, it shows the same.
    const shared = page.url();
    expect(shared).toContain('operation=updateFile');
    await page.goto(shared);
    await expect(page.getByLabel('Vorgang', { exact: true })).toHaveValue('updateFile');
    await expect(page.getByLabel('Objekt-ID', { exact: true })).toHaveValue(file.id);
    await expect(page.getByLabel('Von', { exact: true })).toHaveValue(today);
    await expect(rows).toHaveCount(1);

    await page.getByRole('link', { name: `Verlauf von ${file.id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/DataEditor/${file.directoryId}\\?history=true$`));
    // The file opens with its history ("Verlauf von „…“").
    await expect(page.getByRole('dialog', { name: new RegExp(label) })).toBeVisible();
  });

  test("an admin finds a tree's changes and resets the filters", async ({ page, request }) => {
    await seedFile(request);
    await openLoggedIn(page, '/Audit?objectKind=DIRECTORY&objectId=alloy%2FDATA&operation=saveFile');

    await expect(page.getByLabel('Objektart', { exact: true })).toHaveValue('DIRECTORY');
    const table = page.getByRole('table', { name: 'Änderungen' });
    await expect(table.locator('tbody tr td:nth-child(4)').first()).toHaveText('Ordnerbaum');
    await expect(table.getByRole('link', { name: 'Verlauf von alloy/DATA' }).first()).toHaveAttribute(
      'href',
      '/DataEditor?changes=true',
    );

    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page).toHaveURL(/\/Audit$/);
    await expect(page.getByLabel('Objektart', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Objekt-ID', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Filter zurücksetzen' })).toBeDisabled();
  });

  test('an editor has no menu entry and is told on /Audit that only admins see it', async ({
    page,
    request,
    baseURL,
  }) => {
    const { signed, expiresAt } = await editorToken(await logInByApi(request));
    await page.context().clearCookies();
    await page
      .context()
      .addCookies([{ name: TOKEN_KEY, value: signed, url: baseURL, sameSite: 'Strict', expires: expiresAt }]);
    const auditRequests: string[] = [];
    page.on('request', (sent) => {
      const body = sent.method() === 'POST' ? (sent.postData() ?? '') : '';
      if (/AuditTrail|AuditUsers/.test(body)) auditRequests.push(body);
    });

    await openLoggedIn(page);
    const menu = page.getByRole('navigation', { name: 'Menü' });
    await expect(menu.getByRole('link', { name: /Schema Editor/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Änderungsprotokoll/ })).toHaveCount(0);

    await page.goto('/Audit');
    await expect(userMenuButton(page)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Änderungsprotokoll' })).toHaveText(
      'Nur Administratoren können das Änderungsprotokoll sehen.',
    );
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('search', { name: 'Filter' })).toHaveCount(0);
    expect(await scan(page, 'audit log for editors')).toEqual([]);
    expect(auditRequests).toEqual([]);
  });
});
