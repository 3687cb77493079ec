import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type Finding, scan } from './a11y';
import { logInByApi, saveFile, saveSchema } from './file-viewer-api';
import { expect as baseExpect, loggedOut, test } from './fixtures';
import { DataExplorerPage, LoginPage, MainLayout, SchemaExplorerPage } from './pages';
import { DeleteEntryDialog, FolderDialog } from './pages/dialogs';
import { apiAs } from './trees-helpers';
import { workerAccount } from './worker-account';

const expect = baseExpect.configure({ timeout: 15_000 });

const element = (
  elementId: string,
  componentId: string,
  label: string,
  position: number,
  props: object = {},
  children: object[] = [],
  parentId = '0',
) => ({ elementId, componentId, label, parentId, position, props, children });

// Its tests seed their own data, so they may run on different workers at once.
test.describe.configure({ mode: 'parallel' });

/** A schema with every element type, a folder, and two files in it. */
async function seed(request: import('@playwright/test').APIRequestContext) {
  const token = await logInByApi(request);
  const run = randomUUID().slice(0, 6);
  const schemaId = `a11y-${run}`;
  const schemaLabel = `Barrierefrei ${run}`;
  const schema = await saveSchema(request, token, {
    id: schemaId,
    label: schemaLabel,
    elements: [
      element('name', 'Input', 'Name', 0, {
        content: {
          label: 'Name',
          shadowText: 'Vorname Nachname',
          hint: 'Wie im Ausweis',
          _prefixType: 'list',
          _prefix: [
            { id: 'mr', label: 'Herr' },
            { id: 'mrs', label: 'Frau' },
          ],
          _suffixType: 'fixed',
          suffix: 'cm',
        },
      }),
      element('status', 'Select', 'Status', 1, {
        options: { options: [{ id: 'active', label: 'Aktiv' }] },
      }),
      element('address', 'Group', 'Adresse', 2, {}, [
        element('city', 'Input', 'Stadt', 0, {}, [], 'address'),
      ]),
      element('skills', 'Table', 'Fähigkeiten', 3, {
        columns: { columns: [{ name: 'skill', label: 'Fähigkeit', field: 'skill' }] },
        general: { rows: 2 },
      }),
      element('friends', 'Relationship', 'Freunde', 4, {
        _props: { _content: { _schema: [{ schemaId, elementId: 'friends', position: 0 }] } },
      }),
      element('photo', 'Image', 'Foto', 5, { behavior: { accept: ['image/png'] } }),
      element('notes', 'WYSIWYG', 'Notizen', 6, {
        toolbar: { toolbar: ['bold', 'italic', 'link', 'undoRedo'] },
      }),
    ],
  });
  const api = await apiAs(request);
  const folder = `Ordner ${run}`;
  const folderId = await api.folder(folder);
  const first = `Erste ${run}`;
  const second = `Zweite ${run}`;
  const file = await saveFile(request, token, {
    schemaId,
    label: first,
    parentId: folderId,
    data: [{ elementId: 'skills', 'props.model.model-value': [{ skill: 'Lesen' }] }],
  });
  await saveFile(request, token, { schemaId, label: second, parentId: folderId });
  return { run, schema, schemaLabel, folder, first, second, file };
}

/** Collects the serious findings of every screen a test visits; the test asserts there are none. */
function scanner(page: Page) {
  const findings: Finding[] = [];
  return {
    findings,
    check: async (screen: string) => {
      findings.push(...(await scan(page, screen)));
    },
  };
}

test.describe('accessibility', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('the data editor and its dialogs pass axe-core without serious or critical violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const seeded = await seed(request);
    const { findings, check } = scanner(page);
    const data = new DataExplorerPage(page);

    await data.goto(seeded.file.directoryId);
    await expect(data.viewer.heading(seeded.first)).toBeVisible();
    await expect(data.viewer.richText('Notizen').editor).toBeVisible();
    await check('data editor with tree and file viewer');

    const friends = data.viewer.relationship('Freunde');
    const relationship = await friends.openDialog();
    await relationship.files.expand(seeded.folder);
    await check('relationship dialog');
    await relationship.cancelButton.click();
    await expect(relationship.root).toBeHidden();

    const newFile = await data.openNewFileDialog();
    await check('new-file dialog, step 1');
    await newFile.fillBasics({ name: `Neu ${seeded.run}`, schema: seeded.schemaLabel });
    await newFile.nextButton.click();
    await expect(newFile.locations.root).toBeVisible();
    await check('new-file dialog, step 2');
    await newFile.closeButton.click();
    await expect(newFile.root).toBeHidden();

    await data.newFolderButton.click();
    const folderDialog = new FolderDialog(page);
    await expect(folderDialog.root).toBeVisible();
    await folderDialog.saveButton.click();
    await expect(folderDialog.root.getByText('Der Name darf nicht leer sein.')).toBeVisible();
    await check('folder dialog with an error');
    await folderDialog.cancelButton.click();
    await expect(folderDialog.root).toBeHidden();

    await data.tree.choose(seeded.second, 'Löschen');
    const deleteDialog = new DeleteEntryDialog(page);
    await expect(deleteDialog.root).toBeVisible();
    await check('delete dialog');
    await deleteDialog.cancelButton.click();
    await expect(deleteDialog.root).toBeHidden();

    const parents = await data.editParents(seeded.second);
    await check('edit-parents dialog');
    await parents.cancelButton.click();
    await expect(parents.root).toBeHidden();

    await data.tree.choose(seeded.folder, 'Verschieben nach …');
    const moveDialog = page.getByRole('dialog', { name: `„${seeded.folder}“ verschieben` });
    await moveDialog.getByRole('treeitem', { name: seeded.folder, exact: true }).click();
    await expect(moveDialog.getByRole('status')).toHaveText(
      'Ein Ordner lässt sich nicht in sich selbst oder in einen seiner Unterordner verschieben.',
    );
    await check('move dialog with a refused choice');
    await moveDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(moveDialog).toBeHidden();

    expect(findings, JSON.stringify(findings, null, 2)).toHaveLength(0);
  });

  test('the schema editor and the element editor pass axe-core without serious or critical violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const seeded = await seed(request);
    const { findings, check } = scanner(page);
    const schemas = new SchemaExplorerPage(page);

    await schemas.goto();
    await check('schema editor');
    await schemas.goto(seeded.schema.directoryId);
    await expect(schemas.schema.heading(seeded.schemaLabel)).toBeVisible();
    await schemas.schema.expandGroup('Adresse');
    await check('schema page');

    const details = await schemas.schema.openDetails('Name');
    await check('element details');
    await details.getByRole('button', { name: 'Schließen' }).first().click();
    await expect(details).toBeHidden();

    const editor = await schemas.schema.openEditor('Name');
    await check('element editor, basic information');
    for (const step of ['Beschriftung', 'Eingabe-Konfiguration', 'Präfix', 'Suffix']) {
      await editor.next();
      await expect(editor.steps.getByRole('tab', { name: new RegExp(step), selected: true })).toBeVisible();
      await check(`element editor, ${step}`);
    }
    await editor.cancelButton.click();
    await expect(editor.root).toBeHidden();

    const newElement = await schemas.schema.openNewElement();
    await newElement.fillBasics({ label: 'Tabelle', elementId: 'table', component: 'Table' });
    await newElement.next();
    await newElement.fillFieldLabel('Tabelle');
    await newElement.next();
    await newElement.setTable([{ name: 'a', label: 'A', field: 'a' }], 2);
    await check('element editor, Tabelle');
    await newElement.cancelButton.click();

    expect(findings, JSON.stringify(findings, null, 2)).toHaveLength(0);
  });
});

// These log in through the login page, and the second logs out at its end.
test.describe('accessibility before and after logging in', () => {
  test.use({ storageState: loggedOut });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('the public pages, the login page and the start page pass axe-core without serious or critical violations', async ({
    page,
  }) => {
    const { findings, check } = scanner(page);
    const layout = new MainLayout(page);

    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await check('not-found page');

    const login = new LoginPage(page);
    await login.goto();
    await check('login page');
    await login.submitButton.click();
    await expect(page.getByText('Bitte geben Sie Ihren Username ein.')).toBeVisible();
    await check('login page with errors');
    await login.logIn();
    await layout.expectLoggedIn();
    await expect(page.getByRole('region', { name: 'Zuletzt geänderte Dateien' })).toBeVisible();
    await check('start page');

    await layout.openUserMenu();
    await check('avatar menu');
    await page.keyboard.press('Escape');
    await expect(layout.logoutItem).toBeHidden();

    expect(findings, JSON.stringify(findings, null, 2)).toHaveLength(0);
  });

  test('the main screens pass axe-core in English and in dark mode', async ({ page, request }) => {
    test.setTimeout(120_000);
    const seeded = await seed(request);
    const { findings, check: checkAs } = scanner(page);
    const check = (screen: string) => checkAs(`${screen} (English, dark)`);
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn();
    const { username } = workerAccount();
    const userMenu = page.getByRole('button', { name: `${username} – Benutzermenü` });
    await userMenu.click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: `${username} – user menu` }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.keyboard.press('Escape');
    await check('start page');

    await page.getByRole('button', { name: `${username} – user menu` }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await check('avatar menu');
    await page.keyboard.press('Escape');

    await page.goto(`/DataEditor/${seeded.file.directoryId}`);
    await expect(page.getByRole('heading', { name: seeded.first })).toBeVisible();
    await expect(page.getByRole('tree', { name: 'Files' })).toBeVisible();
    await check('data editor with tree and file viewer');

    await page.getByRole('button', { name: 'Create New File' }).click();
    await expect(page.getByRole('dialog', { name: 'Create new file' })).toBeVisible();
    await check('new-file dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Create new file' })).toBeHidden();

    await page.goto(`/SchemaEditor/${seeded.schema.directoryId}`);
    await expect(page.getByRole('heading', { name: seeded.schemaLabel })).toBeVisible();
    await expect(page.getByRole('tree', { name: 'Schemas' })).toBeVisible();
    await check('schema page');

    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
    await page.getByRole('button', { name: `${username} – user menu` }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await check('login page');

    expect(findings, JSON.stringify(findings, null, 2)).toHaveLength(0);
  });
});
