import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { treeConfig } from './tree-config';
import { chooseRowMenuItem, renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const dialog = () => screen.getByRole('alertdialog', { name: 'Eintrag löschen' });
const button = (name: string) => screen.getByRole('button', { name });

test('moves a file to the recycle bin after confirmation', async () => {
  const onDelete = vi.fn();
  const { user } = renderTree({ onDelete });
  await chooseRowMenuItem(user, 'Notizen', 'Löschen');
  expect(dialog()).toHaveTextContent('Möchten Sie „Notizen“ wirklich löschen?');
  expect(onDelete).not.toHaveBeenCalled();
  await user.click(button('In den Papierkorb verschieben'));
  expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'notes' }), 'recycle');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('after a deletion, focus goes to the row that took the entry’s place', async () => {
  const { user } = renderTree({ onDelete: vi.fn() });
  await user.click(screen.getByRole('treeitem', { name: 'Briefe' }));
  await user.keyboard('{Delete}');
  await user.click(button('Endgültig löschen'));
  expect(screen.queryByRole('treeitem', { name: 'Briefe' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Notizen' })).toHaveFocus());
});

test('deletes a folder for good, naming its contents', async () => {
  const onDelete = vi.fn();
  const { user } = renderTree({ onDelete });
  await chooseRowMenuItem(user, 'Briefe', 'Löschen');
  expect(dialog()).toHaveTextContent(
    'Möchten Sie den Ordner „Briefe“ mit seinem ganzen Inhalt wirklich löschen?',
  );
  await user.click(button('Endgültig löschen'));
  expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'letters' }), 'delete');
});

test('cancelling deletes nothing and returns focus to the tree', async () => {
  const onDelete = vi.fn();
  const { user } = renderTree({ onDelete });
  await user.click(screen.getByRole('treeitem', { name: 'Notizen' }));
  await user.keyboard('{Delete}');
  await user.click(button('Abbrechen'));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(onDelete).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Notizen' })).toHaveFocus());
});

test('in a recycle bin only deleting for good is offered', async () => {
  const onDelete = vi.fn();
  const { user } = renderTree({
    onDelete,
    config: treeConfig((config) => {
      config.behavior.ticking.parentFromRecycleBin = true;
    }),
  });
  await chooseRowMenuItem(user, 'Notizen', 'Löschen');
  expect(screen.queryByRole('button', { name: 'In den Papierkorb verschieben' })).not.toBeInTheDocument();
  await user.click(button('Endgültig löschen'));
  expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'notes' }), 'delete');
});

test('without a recycle bin in the configuration only deleting for good is offered', async () => {
  const { user } = renderTree({
    onDelete: vi.fn(),
    config: treeConfig((config) => {
      config.menu.delete.moveToRecycleBin = false;
    }),
  });
  await chooseRowMenuItem(user, 'Notizen', 'Löschen');
  expect(screen.queryByRole('button', { name: 'In den Papierkorb verschieben' })).not.toBeInTheDocument();
  expect(button('Endgültig löschen')).toBeInTheDocument();
});

test('nothing can be deleted when the configuration says so', async () => {
  const onDelete = vi.fn();
  const { user } = renderTree({
    onDelete,
    config: treeConfig((config) => {
      config.menu.delete.deletable = false;
    }),
  });
  await user.click(screen.getByRole('treeitem', { name: 'Notizen' }));
  await user.keyboard('{Delete}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
