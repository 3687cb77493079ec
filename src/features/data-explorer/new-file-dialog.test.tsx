import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { file, folder, linked } from '../../../domain/directory/tree-fixtures';
import { SCHEMAS_KEY } from '../../api/query-keys';
import { setUpTreeTests } from '../../components/tree/tree-test-utils';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { renderOnRouter } from '../../test/render-on-router';
import { NewFileDialog } from './new-file-dialog';

// Resets the tree widgets and spies after each test (setUpTreeTests).
setUpTreeTests();

const schemas = [
  { id: 'schema-person', label: 'Person' },
  { id: 'schema-invoice', label: 'Rechnung' },
];
const directory = linked([
  folder('customers', [file('erika'), folder('archive', [], { name: 'Archiv' })], { name: 'Kunden' }),
  file('notes', 'file-notes', { name: 'Notizen' }),
]);

/** The dialog on the explorer's page of a memory router that also knows the data editor's page. */
async function renderDialog() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(SCHEMAS_KEY, schemas);
  const onClose = vi.fn();
  const user = userEvent.setup();
  const router = renderOnRouter(
    <Suspense>
      <NewFileDialog directory={directory} onClose={onClose} />
    </Suspense>,
    { queryClient, editorPath: '/DataEditor', editorTitle: 'Daten-Editor' },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Neues File erstellen' });
  return { user, onClose, router, dialog };
}

let saveFile: ApiStub['SaveFile'];

let api: ApiStub;

// No test reaches the server: a save answers what the test says; the schemas are in the cache already.
beforeEach(() => {
  api = stubApi();
  saveFile = api.SaveFile.mockImplementation(() => Promise.reject(new Error('SaveFile was not expected')));
  api.Schemas.mockImplementation(() => Promise.reject(new Error('Schemas was not expected')));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('new file dialog', () => {
  it('shows a generated File ID and goes on only once a schema is chosen', async () => {
    const { user, dialog } = await renderDialog();
    const fileId = within(dialog).getByLabelText('File ID');
    expect(fileId).toHaveAttribute('readonly');
    expect((fileId as HTMLInputElement).value).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(dialog).getByRole('option', { name: 'Rechnung' })).toBeInTheDocument();

    const next = within(dialog).getByRole('button', { name: 'Weiter' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(within(dialog).queryByRole('tree')).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(/Schema Type/), 'Person');
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    const locations = within(dialog).getByRole('tree', { name: 'Speicherort' });
    expect(
      within(locations)
        .getAllByRole('treeitem')
        .map((row) => row.textContent),
    ).toEqual(['Oberste Ebene', 'Kunden']);
  });

  it('saves nothing without a location, only logging that none was chosen', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { user, dialog, onClose } = await renderDialog();
    await user.selectOptions(within(dialog).getByLabelText(/Schema Type/), 'Person');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(log).toHaveBeenCalledWith('No location selected');
    expect(saveFile).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the file under the chosen folder, closes and opens the new entry', async () => {
    saveFile.mockResolvedValue({
      saveFile: { success: true, directoryId: 'entry-new', id: 'file-new' },
    });
    const { user, dialog, onClose, router } = await renderDialog();
    const fileId = (within(dialog).getByLabelText('File ID') as HTMLInputElement).value;
    await user.type(within(dialog).getByLabelText('File Name'), '  Erika Mustermann ');
    await user.selectOptions(within(dialog).getByLabelText(/Schema Type/), 'Rechnung');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));

    await user.click(within(dialog).getByRole('button', { name: '„Kunden“ aufklappen' }));
    await user.click(within(dialog).getByRole('treeitem', { name: 'Archiv' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Gewählt: Kunden / Archiv');
    await user.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    expect(within(dialog).getByLabelText('File Name')).toHaveValue('  Erika Mustermann ');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith({
        file: {
          id: fileId,
          schemaId: 'schema-invoice',
          label: 'Erika Mustermann',
          parentId: 'archive',
          data: [],
        },
      }),
    );
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Daten-Editor für entry-new' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/DataEditor/entry-new');
  });

  it('files at the top level when that is chosen, and stays open when the save is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    saveFile.mockResolvedValue({ saveFile: { success: false, directoryId: null, id: null } });
    const { user, dialog, onClose, router } = await renderDialog();
    await user.selectOptions(within(dialog).getByLabelText(/Schema Type/), 'Person');
    await user.click(within(dialog).getByRole('button', { name: 'Weiter' }));
    await user.click(within(dialog).getByRole('treeitem', { name: 'Oberste Ebene' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith({
        file: expect.objectContaining({ parentId: null, label: '' }),
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
    expect(dialog).toBeInTheDocument();
  });
});
