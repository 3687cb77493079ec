/**
 * Screenshots of the main screens for the README: `npx vite build && npx tsx scripts/screenshots.ts`.
 * Starts the built app on a fresh embedded database, fills it with sample data over the API and takes
 * each screen in light and dark mode at 1280×800 and 1920×1080 into docs/screenshots/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { schemaElement as element } from '../domain/schema/element-fixtures';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 3600);
const BASE = `http://localhost:${PORT}`;
const ADMIN = { username: 'admin', password: 'screenshot-password-1' };
const OUT = join(import.meta.dirname, '..', 'docs', 'screenshots');

async function graphql<T>(query: string, variables: object = {}, token = ''): Promise<T> {
  const response = await fetch(BASE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data as T;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(`${BASE}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start.');
}

/** A contact schema, two folders and a few files; answers the entry ids to show. */
async function seed() {
  const { login } = await graphql<{ login: { token: string } }>(
    'mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token } }',
    ADMIN,
  );
  const as = <T>(query: string, variables: object = {}) => graphql<T>(query, variables, login.token);
  const { saveSchema } = await as<{ saveSchema: { id: string; directoryId: string } }>(
    'mutation ($schema: JSON!) { saveSchema(schema: $schema) { id directoryId } }',
    {
      schema: {
        id: 'kontakt',
        label: 'Kontakt',
        elements: [
          element('name', 'Input', 'Name', 0, { content: { label: 'Name', hint: 'Wie im Ausweis' } }),
          element('status', 'Select', 'Status', 1, {
            options: {
              options: [
                { id: 'active', label: 'Aktiv' },
                { id: 'former', label: 'Ehemalig' },
              ],
            },
          }),
          element('city', 'Input', 'Stadt', 2, { content: { label: 'Stadt' } }),
          element('notes', 'WYSIWYG', 'Notizen', 3, { toolbar: { toolbar: ['bold', 'italic', 'undoRedo'] } }),
        ],
      },
    },
  );
  const folders = [
    { id: 'kunden', name: 'Kunden', parentId: null, fileId: null, children: [] },
    { id: 'lieferanten', name: 'Lieferanten', parentId: null, fileId: null, children: [] },
  ];
  await as('mutation ($directory: JSON!) { updateDirectory(directory: $directory) { success } }', {
    directory: folders,
  });
  const files: string[] = [];
  for (const [label, parentId, city] of [
    ['Ada Lovelace', 'kunden', 'London'],
    ['Grace Hopper', 'kunden', 'New York'],
    ['Konrad Zuse', 'lieferanten', 'Berlin'],
  ] as const) {
    const { saveFile } = await as<{ saveFile: { directoryId: string } }>(
      'mutation ($file: JSON!) { saveFile(file: $file) { directoryId } }',
      {
        file: {
          schemaId: saveSchema.id,
          label,
          parentId,
          data: [
            { elementId: 'name', 'props.model.model-value': label },
            { elementId: 'status', 'props.model.model-value': 'active' },
            { elementId: 'city', 'props.model.model-value': city },
          ],
        },
      },
    );
    files.push(saveFile.directoryId);
  }
  return { fileEntry: files[0] as string, schemaEntry: saveSchema.directoryId };
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(OUT, `${name}.png`) });
}

async function main() {
  if (!existsSync(join(import.meta.dirname, '..', 'dist', 'index.html')))
    throw new Error('Run `npx vite build` first.');
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'alloy-screenshots-'));
  // Node itself (not npx), so that stopping it stops the server.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      ALLOY_DATA_DIR: join(dataDir, 'data'),
      ALLOY_ADMIN_USERNAME: ADMIN.username,
      ALLOY_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await waitForServer();
    const { fileEntry, schemaEntry } = await seed();
    for (const mode of ['light', 'dark'] as const) {
      for (const [width, height, suffix] of [
        [1280, 800, ''],
        [1920, 1080, '-1920'],
      ] as const) {
        const context = await browser.newContext({
          baseURL: BASE,
          locale: 'de-DE',
          viewport: { width, height },
        });
        await context.addInitScript((value) => window.localStorage.setItem('alloy.colorMode', value), mode);
        const page = await context.newPage();
        await page.goto('/login');
        await page.getByRole('button', { name: 'Anmelden' }).waitFor();
        await shoot(page, `login-${mode}${suffix}`);
        await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
        await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
        await page.getByRole('button', { name: 'Anmelden' }).click();
        await page.getByRole('region', { name: 'Zuletzt geänderte Dateien' }).waitFor();
        await shoot(page, `start-${mode}${suffix}`);
        await page.goto(`/DataEditor/${fileEntry}`);
        await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
        await shoot(page, `data-editor-${mode}${suffix}`);
        await page.goto(`/SchemaEditor/${schemaEntry}`);
        await page.getByRole('heading', { name: 'Kontakt' }).first().waitFor();
        await shoot(page, `schema-editor-${mode}${suffix}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
