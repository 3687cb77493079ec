import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { element } from '../../../domain/schema/element-fixtures';
import { DeleteElementDialog } from './delete-element-dialog';
import { renderWithChakra, UI_TEST_TIMEOUT } from './test-render';

afterEach(cleanup);

describe('DeleteElementDialog', { timeout: UI_TEST_TIMEOUT }, () => {
  it('asks about a top-level element and confirms on Löschen', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithChakra(
      <DeleteElementDialog
        element={element('name', 'Input', { label: 'Name' })}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Element "Name" löschen' });
    expect(within(dialog).getByText('Möchten Sie dieses Element wirklich löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks about a child element with the sub-element text and closes on Abbrechen', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithChakra(
      <DeleteElementDialog
        element={element('city', 'Input', { label: 'Ort', parentId: 'address' })}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Element "Ort" löschen' });
    expect(within(dialog).getByText('Möchten Sie dieses Unterelement wirklich löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
