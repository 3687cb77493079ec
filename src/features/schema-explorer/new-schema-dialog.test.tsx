import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTreeTests } from '../../components/tree/tree-test-utils';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { renderOnRouter } from '../../test/render-on-router';
import { NewSchemaDialog } from './new-schema-dialog';

// Resets the tree widgets and spies after each test (setUpTreeTests).
setUpTreeTests();

/** The dialog on the explorer's page of a memory router that also knows the schema editor's page. */
async function renderDialog() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  const router = renderOnRouter(<NewSchemaDialog onClose={onClose} />, {
    queryClient: new QueryClient(),
    editorPath: '/SchemaEditor',
    editorTitle: 'Schema-Editor',
  });
  const dialog = await screen.findByRole('dialog', { name: 'Neues Schema erstellen' });
  return { user, onClose, router, dialog };
}

let saveSchema: ApiStub['SaveSchema'];

let api: ApiStub;

// No test reaches the server: a save answers what the test says; the lists a save refreshes come back empty.
beforeEach(() => {
  api = stubApi();
  saveSchema = api.SaveSchema.mockImplementation(() =>
    Promise.reject(new Error('SaveSchema was not expected')),
  );
  api.Schemas.mockResolvedValue({ schema: [] });
  api.SchemaDirectory.mockResolvedValue({ schemaDirectory: { version: 1, flat: [] } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('new schema dialog', () => {
  it('shows the generated id and the fixed location, and saves nothing without a name', async () => {
    const { user, dialog } = await renderDialog();
    expect(within(dialog).getByLabelText('Schema ID')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Speicherort')).toHaveValue('Schemas');
    expect(within(dialog).getByLabelText('Speicherort')).toHaveAttribute('readonly');

    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByLabelText(/Schemaname/), '   ');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    await user.keyboard('{Enter}');
    expect(saveSchema).not.toHaveBeenCalled();
  });

  it('saves the trimmed name under its id, closes and opens the new entry', async () => {
    saveSchema.mockResolvedValue({
      saveSchema: { success: true, directoryId: 'entry-new', id: 'schema-new' },
    });
    const { user, dialog, onClose, router } = await renderDialog();
    const schemaId = (within(dialog).getByLabelText('Schema ID') as HTMLInputElement).value;
    await user.type(within(dialog).getByLabelText(/Schemaname/), ' Adresse ');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(saveSchema).toHaveBeenCalledWith({ schema: { id: schemaId, label: 'Adresse', elements: [] } }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByRole('heading', { name: 'Schema-Editor für entry-new' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/SchemaEditor/entry-new');
  });
});
