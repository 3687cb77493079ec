import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { file, folder, linked } from '../../../domain/directory/tree-fixtures';
import type { DirectoryItem } from '../../../domain/directory/types';
import { createQueryClient } from '../../lib/query-client';
import { stubApi } from '../../test/api-stub';
import { collectSavedDownloads } from '../../test/saved-downloads';
import { FolderExportDialog } from './folder-export-dialog';

const schema = (id: string, label: string) => ({
  id,
  label,
  parentId: null,
  metadata: {},
  version: 1,
  updatedAt: '2026-11-27T12:00:00.000Z',
  elements: [],
});

const STOCK = linked([
  folder(
    'stock',
    [
      file('chair', 'f-chair', { schemaId: 'moebel', name: 'Stuhl' }),
      folder('old', [
        file('table', 'f-table', { schemaId: 'moebel', name: 'Tisch' }),
        file('lamp', 'f-lamp', { schemaId: 'lampen', name: 'Lampe' }),
      ]),
    ],
    { name: 'Lager' },
  ),
  folder('empty', [], { name: 'Leer' }),
]);

const saved = collectSavedDownloads();
let exports: string[];

beforeEach(() => {
  const api = stubApi();
  api.Schemas.mockResolvedValue({ schema: [schema('moebel', 'Möbel'), schema('lampen', 'Lampen')] });
  exports = [];
  const graphqlFetch = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (!String(input).startsWith('/export/')) return graphqlFetch(input, init);
      exports.push(String(input));
      return new Response('{"files":[{"id":"a"},{"id":"b"},{"id":"c"}]}', {
        headers: { 'x-total-files': '3' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog(item: DirectoryItem) {
  const onClose = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={createQueryClient()}>
        <FolderExportDialog folder={item} onClose={onClose} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { user: userEvent.setup(), onClose };
}

// Chakra's renders in jsdom are slow on a busy machine.
describe('exporting a folder', { timeout: 20_000 }, () => {
  it('downloads the folder with its subfolders as JSON by default, and closes', async () => {
    const { user, onClose } = renderDialog(STOCK[0] as DirectoryItem);
    const dialog = await screen.findByRole('dialog', { name: '„Lager“ exportieren' });
    expect(within(dialog).getByText('3 Dateien in diesem Ordner und seinen Unterordnern.')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'JSON' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(exports).toEqual(['/export/files.json?folderId=stock']);
    expect(saved.map((download) => download.name)).toEqual(['Lager.json']);
  });

  it("downloads one schema's files as CSV, offering the schemas of the folder's files", async () => {
    const { user, onClose } = renderDialog(STOCK[0] as DirectoryItem);
    const dialog = await screen.findByRole('dialog', { name: '„Lager“ exportieren' });
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    const select = within(dialog).getByRole('combobox', { name: 'Schema' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Möbel (2 Dateien)', 'Lampen (1 Datei)']),
    );
    await user.selectOptions(select, 'Lampen (1 Datei)');
    await user.click(within(dialog).getByRole('button', { name: 'Exportieren' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(exports).toEqual(['/export/files.csv?schemaId=lampen&folderId=stock']);
    expect(saved.map((download) => download.name)).toEqual(['Lager – Lampen.csv']);
  });

  it('offers nothing to export for a folder without files', async () => {
    renderDialog(STOCK[1] as DirectoryItem);
    const dialog = await screen.findByRole('dialog', { name: '„Leer“ exportieren' });
    expect(
      within(dialog).getByText('In diesem Ordner und seinen Unterordnern liegen keine Dateien.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Exportieren' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeDisabled();
  });
});
