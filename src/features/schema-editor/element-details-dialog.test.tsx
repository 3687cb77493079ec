import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { element } from '../../../domain/schema/element-fixtures';
import { ElementDetailsDialog } from './element-details-dialog';
import { renderWithChakra, UI_TEST_TIMEOUT } from './test-render';

const city = element('city', 'Input', {
  label: 'Ort',
  parentId: 'address',
  position: 1,
  props: { content: { label: 'Wohnort', hint: 'Ohne Postleitzahl' } },
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ElementDetailsDialog', { timeout: UI_TEST_TIMEOUT }, () => {
  it('asks to save an element the server does not have yet instead of showing details', async () => {
    renderWithChakra(<ElementDetailsDialog element={city} savedOnServer={false} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Details von „Ort“' });
    expect(
      within(dialog).getByText(
        'Das Element existiert noch nicht. Bitte speichern Sie das Element zuerst, um die Details anzuzeigen.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ID kopieren' })).not.toBeInTheDocument();
  });

  it('shows every property of a saved element', async () => {
    renderWithChakra(<ElementDetailsDialog element={city} savedOnServer onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Details von „Ort“' });
    expect(within(dialog).getByText('city')).toBeInTheDocument();
    expect(within(dialog).getByText('Input')).toBeInTheDocument();
    expect(within(dialog).getByText('address')).toBeInTheDocument();
    expect(within(dialog).getByText('2')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Konfiguration')).toHaveTextContent('"hint": "Ohne Postleitzahl"');
  });

  it('copies the element id and says so', async () => {
    const { user } = renderWithChakra(
      <ElementDetailsDialog element={city} savedOnServer onClose={() => {}} />,
    );
    await user.click(await screen.findByRole('button', { name: 'ID kopieren' }));
    expect(await navigator.clipboard.readText()).toBe('city');
    expect(await screen.findByText('ID in die Zwischenablage kopiert')).toBeInTheDocument();
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = renderWithChakra(
      <ElementDetailsDialog element={city} savedOnServer onClose={() => {}} />,
    );
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'ID kopieren' }));
    expect(await screen.findByText('Fehler beim Kopieren in die Zwischenablage')).toBeInTheDocument();
  });
});
