import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import {
  elementRow,
  folderEntryId,
  rowLabels,
  seedElement,
  seedSchema,
  topLevelList,
  updateSchemaElements,
} from './schema-editor-helpers';
import { openLoggedIn } from './session';

const unique = (name: string) => `${name} ${randomUUID().slice(0, 4)}`;

test.describe('schema editor guards', () => {
  test('asks before unsaved changes are left behind inside the app', async ({ page, request }) => {
    test.setTimeout(90_000);
    const targetName = unique('Ziel');
    const target = await seedSchema(request, targetName, []);
    const name = unique('Verlassen');
    const related = seedElement('link', 'Relationship', 'Verweis');
    related.props = {
      _props: { _content: { _schema: [{ schemaId: target.id, elementId: 'link', position: 0 }] } },
    };
    const { directoryId } = await seedSchema(request, name, [seedElement('a', 'Input', 'Alpha'), related]);
    await openLoggedIn(page, `/SchemaEditor/${directoryId}`);

    await page.getByRole('button', { name: '„Alpha“ nach unten verschieben' }).click();
    await expect(page.getByText('Ungespeicherte Änderungen', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Startseite' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await expect(prompt).toContainText(
      'Es gibt ungespeicherte Änderungen an diesem Schema. Wenn Sie die Seite verlassen, gehen sie verloren.',
    );
    await prompt.getByRole('button', { name: 'Auf der Seite bleiben' }).click();
    await expect(page).toHaveURL(new RegExp(`/SchemaEditor/${directoryId}$`));
    await expect.poll(() => rowLabels(topLevelList(page))).toEqual(['Verweis', 'Alpha']);

    await elementRow(page, 'Verweis').getByRole('link').click();
    await prompt.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await expect(page).toHaveURL(new RegExp(`/SchemaEditor/${target.directoryId}$`));
    await expect(page.getByRole('heading', { name: targetName, level: 2 })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect.poll(() => rowLabels(topLevelList(page))).toEqual(['Alpha', 'Verweis']);
    await expect(page.getByText('Ungespeicherte Änderungen', { exact: true })).toBeHidden();
  });

  test('asks before the tab is closed with unsaved changes, and only then', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { directoryId } = await seedSchema(request, unique('Schließen'), [
      seedElement('a', 'Input', 'Alpha'),
      seedElement('b', 'Input', 'Beta'),
    ]);
    await openLoggedIn(page, `/SchemaEditor/${directoryId}`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });

    await page.reload();
    await expect(elementRow(page, 'Alpha')).toBeVisible();
    expect(dialogs).toEqual([]);

    await page.getByRole('button', { name: '„Alpha“ nach unten verschieben' }).click();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
  });

  test('loads the newer schema when someone else saved it first', async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = unique('Konflikt');
    const { id, directoryId, token } = await seedSchema(request, name, [
      seedElement('a', 'Input', 'Alpha'),
      seedElement('b', 'Input', 'Beta'),
    ]);
    await openLoggedIn(page, `/SchemaEditor/${directoryId}`);
    await page.getByRole('button', { name: '„Alpha“ nach unten verschieben' }).click();

    await updateSchemaElements(request, token, id, [
      seedElement('a', 'Input', 'Alpha'),
      seedElement('b', 'Input', 'Beta'),
      seedElement('c', 'Input', 'Gamma'),
    ]);
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect(
      page.getByText(
        'Die Daten wurden inzwischen von jemand anderem geändert. Die aktuelle Fassung wurde geladen.',
      ),
    ).toBeVisible();
    await expect.poll(() => rowLabels(topLevelList(page))).toEqual(['Alpha', 'Beta', 'Gamma']);
    await expect(page.getByText('Ungespeicherte Änderungen', { exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  test('tells what a folder holds and when an entry does not exist', async ({ page, request }) => {
    const { token } = await seedSchema(request, unique('Im Ordner'), []);
    const folderId = await folderEntryId(request, token, 'Schemas');
    await openLoggedIn(page, `/SchemaEditor/${folderId}`);
    const folder = page.getByRole('status').filter({ hasText: 'Ordner „Schemas“' });
    await expect(folder).toContainText(/Dieser Ordner enthält \d+ Schemas? und \d+ Unterordner\./);
    await expect(folder).toContainText('Wählen Sie links ein Schema aus, um es zu bearbeiten.');

    await page.goto('/SchemaEditor/gibt-es-nicht');
    const missing = page.getByRole('alert').filter({ hasText: 'Eintrag nicht gefunden' });
    await expect(missing).toContainText(
      'Im Schema-Verzeichnis gibt es keinen Eintrag mit der ID „gibt-es-nicht“.',
    );
  });
});
