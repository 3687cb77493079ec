import { randomUUID } from 'node:crypto';
import { expect as baseExpect, loggedOut, test } from './fixtures';
import { DataExplorerPage, LoginPage, MainLayout, SchemaExplorerPage, toast } from './pages';

// Every save goes through the real server; a busy machine needs more than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/** A 1×1 PNG, made here so the suite needs no binary fixture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('journey', () => {
  test.use({ storageState: loggedOut });

  test('a content admin builds a schema, files and folders, relates, reorders, bins and restores', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    // Names of their own, so other specs sharing the database do not interfere.
    const run = randomUUID().slice(0, 6);
    const schemaName = `Kontakt ${run}`;
    const customers = `Kunden ${run}`;
    const archive = `Archiv ${run}`;
    const ada = `Ada ${run}`;
    const grace = `Grace ${run}`;
    const alan = `Alan ${run}`;

    const login = new LoginPage(page);
    const layout = new MainLayout(page);
    const schemas = new SchemaExplorerPage(page);
    const data = new DataExplorerPage(page);
    const viewer = data.viewer;

    await test.step('log in', async () => {
      await login.goto();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await login.logIn();
      await layout.expectLoggedIn();
      await expect(page.getByRole('heading', { name: 'Startseite' })).toBeVisible();
    });

    await test.step('create a schema with every element type', async () => {
      await layout.navigate('Schema Editor');
      await expect(page).toHaveURL(/\/SchemaEditor$/);
      await schemas.createSchema(schemaName);
      const schema = schemas.schema;

      let editor = await schema.openNewElement();
      await editor.fillBasics({ label: 'Name', elementId: 'name', component: 'Input' });
      expect(await editor.stepTitles()).toEqual([
        'Grundlegende Informationen',
        'Beschriftung',
        'Eingabe-Konfiguration',
        'Präfix',
        'Suffix',
        'Regeln',
      ]);
      await editor.next();
      await editor.fillFieldLabel('Name');
      await editor.next();
      await editor.fillInputConfig({ placeholder: 'Vorname Nachname', hint: 'Wie im Ausweis' });
      await editor.next();
      await editor.setAffix('Präfix', 'list', ['Herr', 'Frau']);
      await editor.next();
      await editor.setAffix('Suffix', 'fixed', ['(geprüft)']);
      await editor.done();

      editor = await schema.openNewElement();
      await editor.fillBasics({ label: 'Status', elementId: 'status', component: 'Select' });
      await editor.next();
      await editor.fillFieldLabel('Status');
      await editor.next();
      await editor.addOptions([
        { id: 'active', label: 'Aktiv' },
        { id: 'inactive', label: 'Inaktiv' },
      ]);
      await editor.done();

      editor = await schema.openNewElement();
      await editor.fillBasics({ label: 'Aufgaben', elementId: 'tasks', component: 'Table' });
      await editor.next();
      await editor.fillFieldLabel('Aufgaben');
      await editor.next();
      await editor.setTable(
        [
          { name: 'task', label: 'Aufgabe', field: 'task' },
          { name: 'due', label: 'Fällig', field: 'due' },
        ],
        3,
      );
      await editor.done();

      editor = await schema.openNewElement();
      await editor.fillBasics({ label: 'Kontakte', elementId: 'contacts', component: 'Relationship' });
      await editor.next();
      await editor.tickRelatedSchemas([schemaName]);
      await expect(editor.preview).toContainText(`Verknüpfbare Schemas: ${schemaName}`);
      await editor.done();

      editor = await schema.openNewElement();
      await editor.fillBasics({ label: 'Foto', elementId: 'photo', component: 'Image' });
      await editor.next();
      await editor.fillFieldLabel('Foto');
      await editor.next();
      await editor.tickImageFormats(['PNG', 'JPEG']);
      await editor.done();

      editor = await schema.openNewElement();
      await editor.fillBasics({ label: 'Notizen', elementId: 'notes', component: 'WYSIWYG' });
      await editor.next();
      await editor.tickToolbar(['Fett', 'Kursiv']);
      await editor.done();

      editor = await schema.openNewElement();
      await editor.fillBasics({ label: 'Adresse', elementId: 'address', component: 'Group' });
      await editor.next();
      await editor.fillFieldLabel('Adresse');
      await editor.done();

      editor = await schema.openNewElement('Adresse');
      await editor.fillBasics({ label: 'Stadt', elementId: 'city', component: 'Input' });
      await editor.next();
      await editor.fillFieldLabel('Stadt');
      for (let step = 0; step < 3; step += 1) await editor.next();
      await editor.done();

      // Reorder: the Group goes one place up, before the WYSIWYG.
      await schema.moveUp('Adresse');
      await expect
        .poll(() => schema.rowLabels())
        .toEqual(['Name', 'Status', 'Aufgaben', 'Kontakte', 'Foto', 'Adresse', 'Notizen']);
      await expect(schema.unsavedBadge).toBeVisible();
      await schema.save();
      await expect(schema.row('Adresse')).toContainText('1 Unterelement');
    });

    await test.step('create two folders and files in both', async () => {
      await layout.navigate('Daten Editor');
      await expect(page).toHaveURL(/\/DataEditor$/);
      // The address changes at once, but the schema editor, with a "Neuer Ordner" button of its own, stays
      // on screen until the data editor has loaded.
      await expect(data.newFileButton).toBeVisible();
      await data.createFolder(customers);
      await data.createFolder(archive);
      await data.createFile({ name: ada, schema: schemaName, folder: customers });
      await expect(toast(page, 'Datei erfolgreich gespeichert').first()).toBeVisible();
      await data.createFile({ name: grace, schema: schemaName, folder: customers });
      await data.createFile({ name: alan, schema: schemaName, folder: archive });
      await expect(data.tree.row(alan)).toHaveAttribute('aria-level', '2');
    });

    await test.step('fill every field of a file', async () => {
      await data.openFile(ada);
      await expect(viewer.schemaLink(schemaName)).toBeVisible();
      await expect(viewer.input('Name')).toHaveAttribute('placeholder', 'Vorname Nachname');
      await viewer.fillInput('Name', 'Ada Lovelace');
      await viewer.prefix('Name').selectOption('Frau');
      await expect(viewer.form.getByText('(geprüft)')).toBeVisible();
      await viewer.select('Status').selectOption('Aktiv');

      const tasks = viewer.table('Aufgaben');
      await tasks.addRow(1, { Aufgabe: 'Analytical Engine', Fällig: '1843' });
      await tasks.addRow(2, { Aufgabe: 'Notes', Fällig: '1842' });
      // Reorder the table rows.
      await tasks.moveUp(2);
      await expect(tasks.cell('Aufgabe', 1)).toHaveValue('Notes');

      await viewer.fillInput('Stadt', 'London', viewer.group('Adresse'));

      await viewer.image('Foto').upload({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });

      const notes = viewer.richText('Notizen');
      await notes.type('Erste ');
      await notes.button('Fett').click();
      await page.keyboard.type('Programmiererin');
      await expect(notes.editor.locator('strong, .rt-bold')).toHaveText('Programmiererin');
      await viewer.expectSaved();
    });

    await test.step('relate files and reorder the relations', async () => {
      const contacts = viewer.relationship('Kontakte');
      await expect(contacts.emptyText).toBeVisible();
      const dialog = await contacts.openDialog();
      await expect(dialog.files.row(ada)).toHaveCount(0);
      await dialog.files.expand(customers);
      await dialog.files.expand(archive);
      await dialog.pick([grace, alan]);
      await expect(contacts.link(grace)).toBeVisible();
      await expect.poll(() => contacts.labels()).toEqual([grace, alan]);
      await contacts.moveUp(alan);
      await expect.poll(() => contacts.labels()).toEqual([alan, grace]);
      await viewer.expectSaved();
    });

    await test.step('everything survives a reload', async () => {
      await page.reload();
      await expect(viewer.heading(ada)).toBeVisible();
      await expect(viewer.input('Name')).toHaveValue('Ada Lovelace');
      await expect(viewer.prefix('Name')).toHaveValue('Frau');
      await expect(viewer.select('Status')).toHaveValue('active');
      await expect(viewer.table('Aufgaben').cell('Aufgabe', 1)).toHaveValue('Notes');
      await expect(viewer.table('Aufgaben').cell('Fällig', 2)).toHaveValue('1843');
      await expect(viewer.input('Stadt', viewer.group('Adresse'))).toHaveValue('London');
      await expect(viewer.image('Foto').preview).toBeVisible();
      await expect(viewer.richText('Notizen').editor).toHaveText('Erste Programmiererin');
      await expect.poll(() => viewer.relationship('Kontakte').labels()).toEqual([alan, grace]);
    });

    await test.step('reorder files in a folder', async () => {
      // The open file's folder is expanded after the reload; the other one is not.
      // The archive is still open since a file was created in it.
      await expect.poll(() => data.tree.rowNames(run)).toEqual([customers, ada, grace, archive, alan]);
      await data.tree.moveUp(grace);
      await expect.poll(() => data.tree.rowNames(run)).toEqual([customers, grace, ada, archive, alan]);
      await expect(toast(page, 'Directory erfolgreich aktualisiert').first()).toBeVisible();
    });

    await test.step('move to the bin, restore, delete for good', async () => {
      await data.moveToBin(grace);
      await expect(data.bin.row(grace)).toBeVisible();
      await data.bin.restore(grace);
      await expect(data.tree.row(grace)).toHaveAttribute('aria-level', '2');

      await data.tree.expand(archive);
      await data.moveToBin(alan);
      await data.bin.deleteForGood(alan);
      await expect(toast(page, 'Papierkorb erfolgreich aktualisiert').first()).toBeVisible();
      await page.reload();
      await expect(data.tree.row(grace)).toBeVisible();
      await expect(data.tree.row(alan)).toHaveCount(0);
      await expect(data.bin.row(alan)).toHaveCount(0);
    });

    await test.step('log out', async () => {
      await layout.logOut();
      await expect(login.submitButton).toBeVisible();
      await page.goto('/DataEditor');
      await expect(page).toHaveURL(/\/login\?redirect=%2FDataEditor$/);
    });
  });
});
