import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { findItem } from '../../../domain/directory/tree-shape';
import { chooseRowMenuItem, renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const nameField = () => screen.getByRole('textbox', { name: 'Ordnername' });
const save = () => screen.getByRole('button', { name: 'Speichern' });

test('creates a folder at the top level once the name is valid', async () => {
  const onCreateFolder = vi.fn();
  const { user } = renderTree({ onCreateFolder });
  await user.click(screen.getByRole('button', { name: 'Neuer Ordner' }));
  expect(screen.getByRole('dialog', { name: 'Neuer Ordner' })).toBeInTheDocument();

  await user.click(save());
  expect(await screen.findByText('Der Name darf nicht leer sein.')).toBeInTheDocument();
  await user.type(nameField(), '   ');
  await user.click(save());
  expect(await screen.findByText('Der Name darf nicht leer sein.')).toBeInTheDocument();

  await user.clear(nameField());
  await user.type(nameField(), ' briefe ');
  await user.click(save());
  expect(await screen.findByText('Ein Eintrag mit diesem Namen existiert hier bereits.')).toBeInTheDocument();
  expect(onCreateFolder).not.toHaveBeenCalled();

  await user.clear(nameField());
  await user.type(nameField(), ' Rechnungen {Enter}');
  expect(onCreateFolder).toHaveBeenCalledWith(null, 'Rechnungen');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('creates a sub-folder, checking names among that folder’s children, and opens the folder', async () => {
  const onCreateFolder = vi.fn();
  const { user } = renderTree({ onCreateFolder });
  await chooseRowMenuItem(user, 'Berichte', 'Neuer Ordner');
  await user.type(nameField(), 'Archiv');
  await user.click(save());
  expect(await screen.findByText('Ein Eintrag mit diesem Namen existiert hier bereits.')).toBeInTheDocument();

  await user.clear(nameField());
  await user.type(nameField(), 'Briefe');
  await user.click(save());
  expect(onCreateFolder).toHaveBeenCalledWith('reports', 'Briefe');
  expect(screen.getByRole('treeitem', { name: 'Berichte' })).toHaveAttribute('aria-expanded', 'true');
});

test('renames a folder with F2, reporting the renamed tree', async () => {
  const onChange = vi.fn();
  const onRename = vi.fn();
  const { user } = renderTree({ onChange, onRename });
  await user.click(screen.getByRole('treeitem', { name: 'Berichte' }));
  await user.keyboard('{F2}');
  expect(screen.getByRole('dialog', { name: 'Ordner umbenennen' })).toBeInTheDocument();

  await user.clear(nameField());
  await user.type(nameField(), 'BRIEFE');
  await user.click(save());
  expect(await screen.findByText('Ein Eintrag mit diesem Namen existiert hier bereits.')).toBeInTheDocument();

  await user.clear(nameField());
  await user.type(nameField(), '  Jahresberichte ');
  await user.click(save());
  const [items, change] = onChange.mock.lastCall ?? [];
  expect(change).toEqual({ kind: 'rename', id: 'reports', name: 'Jahresberichte' });
  expect(findItem(items, 'reports')?.item.name).toBe('Jahresberichte');
  expect(onRename).toHaveBeenCalledWith(expect.objectContaining({ id: 'reports' }), 'Jahresberichte');
  expect(screen.getByRole('treeitem', { name: 'Jahresberichte' })).toBeInTheDocument();
});

test('keeping a folder’s own name is allowed', async () => {
  const onRename = vi.fn();
  const { user } = renderTree({ onRename });
  await chooseRowMenuItem(user, 'Briefe', 'Umbenennen');
  expect(nameField()).toHaveValue('Briefe');
  await user.click(save());
  expect(onRename).toHaveBeenCalledWith(expect.objectContaining({ id: 'letters' }), 'Briefe');
});

test('cancelling creates nothing', async () => {
  const onCreateFolder = vi.fn();
  const { user } = renderTree({ onCreateFolder });
  await user.click(screen.getByRole('button', { name: 'Neuer Ordner' }));
  await user.type(nameField(), 'Rechnungen');
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onCreateFolder).not.toHaveBeenCalled();
});
