import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTreeTests } from '../../components/tree/tree-test-utils';
import { createQueryClient } from '../../lib/query-client';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { renderOnRouter } from '../../test/render-on-router';
import { FileImportPage } from './file-import-page';

const SCHEMA = {
  id: 'moebel',
  label: 'Möbel',
  parentId: null,
  metadata: {},
  version: 3,
  updatedAt: '2026-11-27T12:00:00.000Z',
  elements: [],
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

const BUNDLE = {
  format: 'alloy-bundle',
  version: 1,
  scope: 'files',
  schemas: [
    { id: 'moebel', label: 'Möbel' },
    { id: 'lampen', label: 'Lampen' },
  ],
  files: [
    { id: 'sofa', schemaId: 'moebel', label: 'Sofa' },
    { id: 'stehlampe', schemaId: 'lampen', label: 'Stehlampe' },
    { id: 'leuchte', schemaId: 'lampen', label: 'Leuchte' },
  ],
  images: [{ id: 'i1', fileId: 'sofa' }],
  places: [
    { fileId: 'sofa', path: [{ id: 'lager', name: 'Lager' }] },
    { fileId: 'stehlampe', path: [] },
  ],
};

const report = (changes: object = {}) => ({
  type: 'report',
  dryRun: false,
  problems: [],
  schemas: { created: 1, updated: 0 },
  files: { created: 2, updated: 1, unchanged: 0 },
  images: 1,
  trees: 0,
  ...changes,
});

const progress = (files: number) => ({ type: 'progress', files, totalFiles: 3 });

/** An answer of NDJSON lines; `open` keeps it streaming until the returned `close` is called. */
function ndjson(lines: object[], { open = false } = {}) {
  let close: (more: object[]) => void = () => undefined;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      close = (more) => {
        for (const line of more) controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        controller.close();
      };
      if (!open) controller.close();
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }),
    close: (more: object[] = []) => close(more),
  };
}

interface BundleCall {
  dryRun: string | null;
  folderId: string | null;
  body: unknown;
}

setUpTreeTests();

let api: ApiStub;
let calls: BundleCall[];
let answer: (call: BundleCall) => Promise<Response>;

beforeEach(() => {
  api = stubApi();
  api.Schemas.mockResolvedValue({ schema: [SCHEMA] });
  api.GetDirectoryFolderToLoggedInClient.mockResolvedValue({
    getDirectoryFolderToLoggedInClient: { version: 1, flat: [folder('lager', 'Lager')] },
  });
  calls = [];
  answer = async () => ndjson([report()]).response;
  const graphqlFetch = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      const address = new URL(String(input), window.location.origin);
      if (address.pathname !== '/import/bundle') return graphqlFetch(input, init);
      const call = {
        dryRun: address.searchParams.get('dryRun'),
        folderId: address.searchParams.get('folderId'),
        body: init?.body,
      };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const queryClient = createQueryClient();
  renderOnRouter(<FileImportPage schemaId="moebel" />, {
    queryClient,
    editorPath: '/DataEditor/schema',
    editorTitle: 'Tabelle',
  });
  return { user: userEvent.setup() };
}

const jsonFile = (content: unknown, name = 'export.json') =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
    type: 'application/json',
  });

async function chooseBundle(user: ReturnType<typeof userEvent.setup>, content: unknown = BUNDLE) {
  const file = jsonFile(content);
  await user.upload(await screen.findByLabelText('CSV- oder JSON-Datei'), file);
  return file;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('importing a JSON export', () => {
  it('shows what the file holds, checks it, imports it with its progress and reports what it did', async () => {
    const { user } = renderPage();
    const file = await chooseBundle(user);
    expect(await screen.findByText('„export.json“ gelesen: ein JSON-Export von Alloy.')).toBeVisible();
    // Elements are matched by their ids: no columns to map.
    expect(screen.queryByRole('heading', { name: 'Spalten zuordnen' })).toBeNull();
    const counts = screen.getByLabelText('Inhalt');
    expect(counts).toHaveTextContent('Schemas2');
    expect(counts).toHaveTextContent('Dateien3');
    expect(counts).toHaveTextContent('Bilder1');
    expect(counts).toHaveTextContent('Ordnerplätze2');
    expect(
      screen.getByText('Dateien anderer Schemas als „Möbel“ werden mit importiert: Lampen (2 Dateien).'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Ordnerplätze aus der Datei übernehmen' })).toBeChecked();
    expect(button('Importieren')).toBeDisabled();

    answer = async () => ndjson([progress(3), report({ dryRun: true })]).response;
    await user.click(button('Prüfen'));
    expect(
      await screen.findByText(
        'Keine Probleme gefunden: 2 Dateien würden angelegt, 1 aktualisiert, 0 blieben unverändert.',
      ),
    ).toBeVisible();
    expect(calls).toEqual([{ dryRun: 'true', folderId: null, body: file }]);

    const streaming = ndjson([progress(2)], { open: true });
    answer = async () => streaming.response;
    const reads = api.GetDirectoryFolderToLoggedInClient.mock.calls.length;
    await user.click(button('Importieren'));
    expect(await screen.findByRole('progressbar', { name: '2 von 3 Dateien importiert' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(screen.getByLabelText('CSV- oder JSON-Datei')).toBeDisabled();
    streaming.close([progress(3), report()]);
    expect(
      await screen.findByText('Importiert: 2 Dateien angelegt, 1 aktualisiert, 0 unverändert.'),
    ).toBeVisible();
    expect(screen.getByText('Schemas: 1 angelegt, 0 aktualisiert. Bilder: 1.')).toBeVisible();
    expect(calls.at(-1)).toEqual({ dryRun: 'false', folderId: null, body: file });
    // What the import changed is read again: the data tree among it.
    await waitFor(() => expect(api.GetDirectoryFolderToLoggedInClient.mock.calls.length).toBe(reads + 1));
    expect(screen.getByRole('link', { name: 'Zur Tabelle' })).toBeVisible();
  });

  it('lists every problem of the check by its place in the file, and lets nothing be imported', async () => {
    const { user } = renderPage();
    await chooseBundle(user);
    answer = async () =>
      ndjson([
        report({
          dryRun: true,
          problems: [
            { path: 'files[0].data', message: '„Preis“ ist keine Zahl.' },
            {
              path: 'schemas[1]',
              message: 'Das Schema „Lampen“ fehlt; nur Administratoren können es anlegen.',
            },
          ],
        }),
      ]).response;
    await user.click(await screen.findByRole('button', { name: 'Prüfen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2 Probleme gefunden.');
    const problems = screen.getByRole('table', { name: 'Probleme' });
    expect(
      within(problems)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'StelleMeldung',
      'files[0].data„Preis“ ist keine Zahl.',
      'schemas[1]Das Schema „Lampen“ fehlt; nur Administratoren können es anlegen.',
    ]);
    expect(button('Importieren')).toBeDisabled();
  });

  it('sends the chosen folder, and forgets the check when the target changes', async () => {
    const { user } = renderPage();
    await chooseBundle(user);
    answer = async () => ndjson([report({ dryRun: true })]).response;
    await user.click(await screen.findByRole('button', { name: 'Prüfen' }));
    await screen.findByText(/Keine Probleme gefunden/);

    await user.click(screen.getByRole('radio', { name: 'In einen Ordner' }));
    expect(screen.queryByText(/Keine Probleme gefunden/)).toBeNull();
    expect(screen.getByText('Noch kein Ordner gewählt.')).toBeVisible();
    expect(button('Prüfen')).toBeDisabled();

    await user.click(button('Ordner wählen …'));
    const picker = await screen.findByRole('dialog', { name: 'Zielordner wählen' });
    expect(within(picker).queryByRole('treeitem', { name: 'Oberste Ebene' })).toBeNull();
    await user.click(within(picker).getByRole('treeitem', { name: 'Lager' }));
    await user.click(within(picker).getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByText('Gewählt: Lager')).toBeVisible();

    await user.click(button('Prüfen'));
    await screen.findByText(/Keine Probleme gefunden/);
    await user.click(button('Importieren'));
    await screen.findByText(/Importiert:/);
    expect(calls.map((call) => [call.dryRun, call.folderId])).toEqual([
      ['true', null],
      ['true', 'lager'],
      ['false', 'lager'],
    ]);
  });

  it.each([
    [
      'an answer that breaks off',
      () => ndjson([progress(1)]).response,
      'Der Import wurde unterbrochen: Die Verbindung zum Server ist abgebrochen. „Fortsetzen“ setzt ihn dort fort, wo er stehen geblieben ist.',
      true,
    ],
    [
      'an error line',
      () =>
        ndjson([
          progress(1),
          { type: 'error', code: 'INTERNAL', message: 'Die Datenbank ist nicht erreichbar.' },
        ]).response,
      'Der Import wurde unterbrochen: Die Datenbank ist nicht erreichbar.',
      true,
    ],
    [
      'a server out of reach',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Der Import wurde unterbrochen: Der Server ist nicht erreichbar.',
      false,
    ],
  ])('after %s, Fortsetzen runs the import again', async (_case, failing, message, counted) => {
    const { user } = renderPage();
    await chooseBundle(user);
    answer = async () => ndjson([report({ dryRun: true })]).response;
    await user.click(await screen.findByRole('button', { name: 'Prüfen' }));
    await screen.findByText(/Keine Probleme gefunden/);

    answer = async () => failing();
    await user.click(button('Importieren'));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // How far it came stays in view.
    expect(screen.queryByRole('progressbar', { name: '1 von 3 Dateien importiert' }) !== null).toBe(counted);

    answer = async () =>
      ndjson([progress(3), report({ files: { created: 0, updated: 0, unchanged: 3 } })]).response;
    await user.click(button('Fortsetzen'));
    expect(
      await screen.findByText('Importiert: 0 Dateien angelegt, 0 aktualisiert, 3 unverändert.'),
    ).toBeVisible();
    expect(calls.map((call) => call.dryRun)).toEqual(['true', 'false', 'false']);
    expect(screen.queryByRole('button', { name: 'Fortsetzen' })).toBeNull();
  });

  it('says why a refused import wrote nothing, before any line came', async () => {
    const { user } = renderPage();
    await chooseBundle(user);
    answer = async () => ndjson([report({ dryRun: true })]).response;
    await user.click(await screen.findByRole('button', { name: 'Prüfen' }));
    await screen.findByText(/Keine Probleme gefunden/);
    answer = async () =>
      new Response(
        JSON.stringify({
          code: 'BAD_USER_INPUT',
          message: 'Die Datei ist zu groß. Nutzen Sie npm run import.',
        }),
        { status: 413, headers: { 'content-type': 'application/json' } },
      );
    await user.click(button('Importieren'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Import wurde unterbrochen: Die Datei ist zu groß. Nutzen Sie npm run import.',
    );
  });

  it.each([
    ['no JSON', '{"format":', 'Die Datei ist keine gültige JSON-Datei.'],
    ['JSON of another kind', { rows: [] }, 'Die Datei ist kein JSON-Export von Alloy.'],
  ])('refuses a file of %s with a message and goes no further', async (_case, content, message) => {
    const { user } = renderPage();
    await chooseBundle(user, content);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Prüfen' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
