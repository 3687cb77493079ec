import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpTreeTests } from '../../components/tree/tree-test-utils';
import { api } from '../../lib/graphql/client';
import { NewSchemaDialog } from './new-schema-dialog';

const navigate = vi.fn();
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  useNavigate: () => navigate,
}));
vi.mock('../../lib/graphql/client', () => ({
  api: { SaveSchema: vi.fn(), Schemas: vi.fn(async () => ({ schema: [] })), SchemaDirectory: vi.fn() },
}));

setUpTreeTests();

function renderDialog() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={new QueryClient()}>
        <NewSchemaDialog onClose={onClose} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Neues Schema erstellen' }) };
}

beforeEach(() => {
  navigate.mockReset();
  vi.mocked(api.SaveSchema).mockReset();
});

describe('new schema dialog', () => {
  it('shows the generated id and the fixed location, and saves nothing without a name', async () => {
    const { user, dialog } = renderDialog();
    expect(within(dialog).getByLabelText('Schema ID')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Speicherort')).toHaveValue('Schemas');
    expect(within(dialog).getByLabelText('Speicherort')).toHaveAttribute('readonly');

    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.type(within(dialog).getByLabelText(/Schemaname/), '   ');
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    await user.keyboard('{Enter}');
    expect(api.SaveSchema).not.toHaveBeenCalled();
  });

  it('saves the trimmed name under its id, closes and opens the new entry', async () => {
    vi.mocked(api.SaveSchema).mockResolvedValue({
      saveSchema: { success: true, directoryId: 'entry-new', id: 'schema-new' },
    });
    const { user, dialog, onClose } = renderDialog();
    const schemaId = (within(dialog).getByLabelText('Schema ID') as HTMLInputElement).value;
    await user.type(within(dialog).getByLabelText(/Schemaname/), ' Adresse ');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(api.SaveSchema).toHaveBeenCalledWith({ schema: { id: schemaId, label: 'Adresse', elements: [] } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(navigate).toHaveBeenCalledWith({ to: '/SchemaEditor/$id', params: { id: 'entry-new' } });
  });
});
