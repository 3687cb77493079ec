import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schemaElement as element } from '../../../domain/schema/element-fixtures';
import { setUpTreeTests } from '../../components/tree/tree-test-utils';
import type { ImportFilesMutation, ImportFilesMutationVariables } from '../../lib/graphql/generated/graphql';
import { createQueryClient } from '../../lib/query-client';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { renderOnRouter } from '../../test/render-on-router';
import { FileImportPage } from './file-import-page';

type Result = ImportFilesMutation['importFiles'];

const SCHEMA = {
  id: 'moebel',
  label: 'Möbel',
  parentId: null,
  metadata: {},
  version: 3,
  updatedAt: '2026-11-27T12:00:00.000Z',
  elements: [
    element('nr', 'Input', 'Nummer', 0, { rules: { unique: true } }),
    element('price', 'Input', 'Preis', 1, { rules: { type: 'number' } }),
    element('colour', 'Select', 'Farbe', 2, {
      options: { options: [{ id: 'r', label: 'Rot' }] },
    }),
    element('photo', 'Image', 'Foto', 3),
  ],
};

const folder = (id: string, name: string) => ({
  id,
  directory: {
    id,
    fileId: null,
    parentId: null,
    position: 1,
    name,
    schemaId: null,
    isLeaf: false,
    isVisible: true,
  },
});

// A layout for the folder picker's tree; a longer timeout for Chakra's renders (setUpTreeTests).
setUpTreeTests();

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
  api.Schemas.mockResolvedValue({ schema: [SCHEMA] });
  api.GetDirectoryFolderToLoggedInClient.mockResolvedValue({
    getDirectoryFolderToLoggedInClient: { version: 1, flat: [folder('lager', 'Lager')] },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  // The app's own client: its mutation cache reloads what a write changed.
  const queryClient = createQueryClient();
  const router = renderOnRouter(<FileImportPage schemaId="moebel" />, {
    queryClient,
    editorPath: '/DataEditor/schema',
    editorTitle: 'Tabelle',
  });
  return { user: userEvent.setup(), router, queryClient };
}

const csvFile = (text: string, name = 'moebel.csv') =>
  new File([`\uFEFF${text}`], name, { type: 'text/csv' });

/** A CSV of `count` rows after its header. */
const rowsCsv = (count: number) =>
  [
    'ID;Bezeichnung;Preis',
    ...Array.from({ length: count }, (_, index) => `m${index};Stuhl ${index};${index},50`),
  ].join('\r\n');

async function chooseFile(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(await screen.findByLabelText('CSV- oder JSON-Datei'), file);
}

const ok = (created: number, updated = 0): Result => ({ created, updated, problems: [] });

/** The ImportFiles calls so far: dry run or not, first row and number of rows. */
const calls = () =>
  api.ImportFiles.mock.calls.map(([variables]: [ImportFilesMutationVariables]) => [
    variables.dryRun,
    variables.firstRow,
    (variables.rows as string[][]).length,
  ]);

describe('importing files from a CSV file', () => {
  it('reads a file, maps its columns, checks it in a dry run, then imports it into a folder', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('heading', { name: 'Dateien importieren: Möbel' });
    await chooseFile(
      user,
      csvFile(
        'ID;Bezeichnung;Preis;Farbe;Foto;Sonstiges\r\nsofa;Sofa;2.499,95;Rot;;x\r\ntisch;"Tisch; groß\r\nund rund";120;;;\r\n',
      ),
    );

    expect(await screen.findByText('„moebel.csv“: 2 Zeilen und 6 Spalten gelesen.')).toBeVisible();
    const mapping = screen.getByRole('table', { name: 'Zuordnung der Spalten' });
    expect(within(mapping).getByLabelText('ID')).toHaveDisplayValue('ID');
    expect(within(mapping).getByLabelText('Bezeichnung')).toHaveDisplayValue('Bezeichnung');
    expect(within(mapping).getByLabelText('Preis')).toHaveDisplayValue('Preis');
    expect(within(mapping).getByLabelText('Farbe')).toHaveDisplayValue('Farbe');
    expect(within(mapping).getByLabelText('Foto')).toHaveDisplayValue('Nicht importieren');
    expect(within(mapping).getByText(/Bilder, Verknüpfungen und formatierte Texte/)).toBeVisible();
    expect(within(mapping).getByLabelText('Sonstiges')).toHaveDisplayValue('Nicht importieren');
    expect(within(mapping).getByLabelText('Foto')).not.toContainHTML('value="photo"');

    const preview = screen.getByRole('table', { name: 'Vorschau der ersten Zeilen' });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Zeile', 'ID', 'Bezeichnung', 'Preis', 'Farbe']);
    expect(within(preview).getAllByRole('row')[2]).toHaveTextContent('3tischTisch; groß und rund120');

    // Matched by the unique Nummer, which no column fills yet; a column given it lets the check go.
    await user.selectOptions(screen.getByLabelText('Abgleich über'), 'Nummer');
    expect(
      screen.getByText('Für den Abgleich über „Nummer“ muss eine Spalte diesem Ziel zugeordnet sein.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Probelauf' })).toBeDisabled();
    await user.selectOptions(within(mapping).getByLabelText('Sonstiges'), 'Nummer');

    await user.click(screen.getByRole('button', { name: 'Ordner wählen …' }));
    const picker = await screen.findByRole('dialog', { name: 'Zielordner wählen' });
    await user.click(within(picker).getByRole('treeitem', { name: 'Lager' }));
    await user.click(within(picker).getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByRole('group', { name: 'Zielordner' })).toHaveTextContent('Lager');

    api.ImportFiles.mockResolvedValue({ importFiles: ok(1, 1) });
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    expect(
      await screen.findByText('Keine Probleme gefunden: 1 Dateien würden angelegt, 1 aktualisiert.'),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '2 von 2 Zeilen geprüft' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(api.ImportFiles).toHaveBeenLastCalledWith({
      schemaId: 'moebel',
      rows: [
        ['sofa', 'Sofa', '2.499,95', 'Rot', 'x'],
        ['tisch', 'Tisch; groß\nund rund', '120', '', ''],
      ],
      columns: ['id', 'label', 'price', 'colour', 'nr'].map((target, index) => ({ index, target })),
      folderId: 'lager',
      matchBy: 'nr',
      firstRow: 2,
      dryRun: true,
    });

    const reads = api.GetDirectoryFolderToLoggedInClient.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByText('1 Dateien angelegt, 1 aktualisiert.')).toBeVisible();
    expect(api.ImportFiles).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: false }));
    expect(screen.getByRole('progressbar', { name: '2 von 2 Zeilen importiert' })).toBeVisible();
    // The data tree (beside the table, the start page and the tables) is read again.
    await waitFor(() => expect(api.GetDirectoryFolderToLoggedInClient.mock.calls.length).toBe(reads + 1));
    expect(within(mapping).getByLabelText('Preis')).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Zur Tabelle' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/DataEditor/schema/moebel'));
  });

  it('lists the problems of a dry run by row and column, and lets nothing be imported', async () => {
    const { user } = renderPage();
    await chooseFile(user, csvFile('Bezeichnung;Preis\r\nSofa;viel\r\n\r\nTisch;-\r\n'));
    await screen.findByText('„moebel.csv“: 2 Zeilen und 2 Spalten gelesen.');
    api.ImportFiles.mockResolvedValue({
      importFiles: {
        created: 2,
        updated: 0,
        problems: [
          { row: 2, target: 'price', code: 'number', message: '„Preis“ ist keine Zahl (z. B. 2.499,95).' },
          { row: 3, target: 'price', code: 'number', message: '„Preis“ ist keine Zahl (z. B. 2.499,95).' },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    expect(
      await screen.findByText(
        '2 Probleme gefunden. Bitte korrigieren Sie die Datei und wählen Sie sie erneut.',
      ),
    ).toBeVisible();
    const problems = screen.getByRole('table', { name: 'Probleme' });
    // The second row is row 4 of the file: an empty row lies between.
    expect(
      within(problems)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ZeileSpalteMeldung',
      '2Preis„Preis“ ist keine Zahl (z. B. 2.499,95).',
      '4Preis„Preis“ ist keine Zahl (z. B. 2.499,95).',
    ]);
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeDisabled();

    // Changing the mapping forgets the dry run.
    await user.selectOptions(screen.getByLabelText('Preis'), 'Nicht importieren');
    expect(screen.queryByRole('table', { name: 'Probleme' })).toBeNull();
  });

  it('imports in batches of 500, stops at a failed one and resumes from it', async () => {
    const { user } = renderPage();
    await chooseFile(user, csvFile(rowsCsv(1100)));
    await screen.findByText('„moebel.csv“: 1.100 Zeilen und 3 Spalten gelesen.');
    api.ImportFiles.mockImplementation(async ({ rows }) => ({
      importFiles: ok((rows as string[][]).length),
    }));
    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    await screen.findByText('Keine Probleme gefunden: 1.100 Dateien würden angelegt, 0 aktualisiert.');
    expect(calls()).toEqual([
      [true, 2, 500],
      [true, 502, 500],
      [true, 1002, 100],
    ]);

    api.ImportFiles.mockClear();
    api.ImportFiles.mockResolvedValueOnce({ importFiles: ok(500) }).mockRejectedValueOnce(
      new Error('Die Datenbank ist nicht erreichbar.'),
    );
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Zeilen 502 bis 1.001 konnten nicht gesendet werden: Die Datenbank ist nicht erreichbar. „Fortsetzen“ sendet ab Zeile 502 erneut.',
    );
    expect(screen.getByRole('progressbar', { name: '500 von 1.100 Zeilen importiert' })).toBeVisible();
    // The third batch, queued behind the failed one, sent nothing.
    expect(calls()).toEqual([
      [false, 2, 500],
      [false, 502, 500],
    ]);

    api.ImportFiles.mockImplementation(async ({ rows }) => ({
      importFiles: ok((rows as string[][]).length),
    }));
    await user.click(screen.getByRole('button', { name: 'Fortsetzen' }));
    expect(await screen.findByText('1.100 Dateien angelegt, 0 aktualisiert.')).toBeVisible();
    expect(calls().slice(2)).toEqual([
      [false, 502, 500],
      [false, 1002, 100],
    ]);
  });

  it('stops after the batch under way when cancelled, and goes on with Fortsetzen', async () => {
    const { user } = renderPage();
    await chooseFile(user, csvFile(rowsCsv(600)));
    await screen.findByText('„moebel.csv“: 600 Zeilen und 3 Spalten gelesen.');
    api.ImportFiles.mockImplementation(async ({ rows }) => ({
      importFiles: ok((rows as string[][]).length),
    }));
    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    await screen.findByText(/Keine Probleme gefunden/);

    let answer: (result: { importFiles: Result }) => void = () => undefined;
    api.ImportFiles.mockClear();
    api.ImportFiles.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    await waitFor(() => expect(api.ImportFiles).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByText('Wird nach dem laufenden Block angehalten …')).toBeVisible();
    answer({ importFiles: ok(500) });
    expect(await screen.findByText('Angehalten nach 500 von 600 Zeilen.')).toBeVisible();
    expect(api.ImportFiles).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Fortsetzen' }));
    expect(await screen.findByText('600 Dateien angelegt, 0 aktualisiert.')).toBeVisible();
    expect(calls()).toEqual([
      [false, 2, 500],
      [false, 502, 100],
    ]);
  });

  it.each([
    [
      'an unclosed quote',
      csvFile('Bezeichnung;Preis\r\nSofa;1\r\n"Tisch;2\r\n'),
      'Die Datei ist keine gültige CSV-Datei: In Zeile 3 ist ein Anführungszeichen nicht geschlossen oder steht an falscher Stelle.',
    ],
    [
      'a file in Latin-1',
      new File([new Uint8Array([0x61, 0x3b, 0x62, 0x0a, 0x47, 0x72, 0xf6, 0xdf, 0x65])], 'alt.csv'),
      'Die Datei ist nicht in UTF-8 gespeichert. Speichern Sie sie in Ihrer Tabellenkalkulation als „CSV UTF-8“ und wählen Sie sie erneut.',
    ],
    [
      'a row longer than 1 MB',
      csvFile(`Bezeichnung\r\n${'x'.repeat(1024 * 1024 + 1)}\r\n`),
      'Zeile 2 ist länger als 1 MB. So lange Zeilen kann Alloy nicht importieren.',
    ],
  ])('refuses %s with a message and goes no further', async (_case, file, message) => {
    const { user } = renderPage();
    await chooseFile(user, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Spalten zuordnen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Probelauf' })).toBeNull();
  });
});
