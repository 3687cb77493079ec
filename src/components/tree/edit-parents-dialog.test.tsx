import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { chooseRowMenuItem, renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

async function openForFirstQuarter(props: Parameters<typeof renderTree>[0] = {}) {
  const onEditParents = vi.fn();
  const view = renderTree({ onEditParents, ...props });
  await view.user.click(screen.getByRole('treeitem', { name: 'Berichte' }));
  await view.user.keyboard('{ArrowRight}');
  await chooseRowMenuItem(view.user, 'Quartal 1', 'Übergeordnete Ordner bearbeiten');
  const dialog = screen.getByRole('dialog', { name: 'Übergeordnete Ordner bearbeiten' });
  const folders = within(dialog).getByRole('tree', { name: 'Ordner' });
  return { ...view, onEditParents, dialog, folders };
}

test('shows every folder with the places of the file ticked', async () => {
  const { dialog, folders } = await openForFirstQuarter();
  expect(dialog).toHaveTextContent('Wählen Sie die Ordner, in denen „Quartal 1“ liegen soll.');
  expect(
    within(folders)
      .getAllByRole('treeitem')
      .map((row) => row.textContent),
  ).toEqual(['Berichte', 'Briefe']);
  expect(within(folders).getByRole('treeitem', { name: 'Berichte' })).toHaveAttribute('aria-checked', 'true');
  expect(within(folders).getByRole('treeitem', { name: 'Briefe' })).toHaveAttribute('aria-checked', 'true');
  expect(within(dialog).getByRole('checkbox', { name: 'Oberste Ebene' })).not.toBeChecked();
});

test('saves the chosen parents in tree order, the top level first', async () => {
  const { user, dialog, folders, onEditParents } = await openForFirstQuarter();
  // A click on the name ticks (here: unticks) the folder, as a click on its box does.
  await user.click(within(folders).getByRole('treeitem', { name: 'Briefe' }));
  expect(within(folders).getByRole('treeitem', { name: 'Briefe' })).toHaveAttribute('aria-checked', 'false');
  await user.keyboard('{ArrowUp}{ArrowRight}{ArrowDown} ');
  expect(within(folders).getByRole('treeitem', { name: 'Archiv' })).toHaveAttribute('aria-checked', 'true');
  await user.click(within(dialog).getByRole('checkbox', { name: 'Oberste Ebene' }));
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  expect(onEditParents).toHaveBeenCalledWith(expect.objectContaining({ id: 'q1', fileId: 'file-q1' }), [
    null,
    'reports',
    'archive',
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('cannot save a file without any place', async () => {
  const { user, dialog, folders, onEditParents } = await openForFirstQuarter();
  await user.click(within(folders).getByRole('treeitem', { name: 'Berichte' }));
  await user.keyboard('{ArrowDown} ');
  expect(within(dialog).getByRole('status')).toHaveTextContent('Wählen Sie mindestens einen Ort.');
  expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(onEditParents).not.toHaveBeenCalled();
});

test('offers no folder too deep to take the file', async () => {
  const { folders } = await openForFirstQuarter({ maxDepth: 2 });
  expect(within(folders).getByRole('treeitem', { name: 'Berichte' })).not.toHaveAttribute('aria-expanded');
  expect(within(folders).queryByRole('treeitem', { name: 'Archiv' })).not.toBeInTheDocument();
});
