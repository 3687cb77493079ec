import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { treeConfig } from './tree-config';
import { chooseRowMenuItem, openRowMenu, renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const row = (name: string) => screen.getByRole('treeitem', { name });
// Row buttons are reached by clicking the row first: see openRowMenu.
const rowNames = () => screen.getAllByRole('treeitem').map((item) => item.textContent);

test('"Nach oben" and "Nach unten" in the row menu reorder among siblings and report the new tree', async () => {
  const onChange = vi.fn();
  const { user } = renderTree({ onChange });
  await chooseRowMenuItem(user, 'Briefe', 'Nach oben');
  expect(rowNames()).toEqual(['Briefe', 'Berichte', 'Notizen']);
  const [items, change] = onChange.mock.lastCall ?? [];
  expect(change).toEqual({ kind: 'move-up', id: 'letters' });
  expect(items.map((item: { id: string; position: number }) => [item.id, item.position])).toEqual([
    ['letters', 1],
    ['reports', 2],
    ['notes', 3],
  ]);

  await chooseRowMenuItem(user, 'Berichte', 'Nach unten');
  expect(rowNames()).toEqual(['Briefe', 'Notizen', 'Berichte']);
  expect(onChange).toHaveBeenLastCalledWith(expect.any(Array), { kind: 'move-down', id: 'reports' });
});

test('Alt with an arrow key moves the focused entry among its siblings', async () => {
  const onChange = vi.fn();
  const { user } = renderTree({ onChange });
  await user.click(row('Notizen'));
  await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
  expect(rowNames()).toEqual(['Berichte', 'Notizen', 'Briefe']);
  expect(row('Notizen')).toHaveFocus();

  await user.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
  expect(rowNames()).toEqual(['Notizen', 'Berichte', 'Briefe']);
  expect(onChange).toHaveBeenCalledTimes(2);

  await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
  expect(rowNames()).toEqual(['Berichte', 'Notizen', 'Briefe']);
  expect(onChange).toHaveBeenLastCalledWith(expect.any(Array), { kind: 'move-down', id: 'notes' });
});

test('the first entry cannot move up and the last cannot move down', async () => {
  const { user } = renderTree();
  await openRowMenu(user, 'Berichte');
  expect(screen.getByRole('menuitem', { name: 'Nach oben' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('menuitem', { name: 'Nach unten' })).not.toHaveAttribute('aria-disabled');
  await user.keyboard('{Escape}');
  await openRowMenu(user, 'Notizen');
  expect(screen.getByRole('menuitem', { name: 'Nach unten' })).toHaveAttribute('aria-disabled', 'true');
});

test('every row keeps a column of its own for its menu button, so the button never covers the name', async () => {
  const { user } = renderTree();
  const name = within(row('Notizen')).getByText('Notizen');
  const column = name.closest('[role="treeitem"] > *:not(:last-child)');
  expect(column).not.toBeNull();
  await user.hover(row('Notizen'));
  const button = await within(row('Notizen')).findByRole('button', { name: 'Aktionen für „Notizen“' });
  // The button's column follows the name's in the row's flow; it is not laid over it.
  expect(button.closest('[role="treeitem"] > *:last-child')).not.toBeNull();
  expect(column?.contains(button)).toBe(false);
  expect(name).toHaveAttribute('title', 'Notizen');
});

test('the menu button appears once the pointer rests on the row, and on the focused row', async () => {
  const { user } = renderTree();
  const menuButton = (name: string) =>
    within(row(name)).queryByRole('button', { name: `Aktionen für „${name}“` });
  await user.hover(row('Notizen'));
  expect(menuButton('Notizen')).not.toBeInTheDocument();
  await waitFor(() => expect(menuButton('Notizen')).toBeInTheDocument());
  await user.unhover(row('Notizen'));
  expect(menuButton('Notizen')).not.toBeInTheDocument();

  await user.click(row('Briefe'));
  await user.unhover(row('Briefe'));
  expect(menuButton('Briefe')).toBeInTheDocument();
  await user.tab();
  expect(menuButton('Briefe')).toHaveFocus();
});

test('the menu offers no reordering when position change is off', async () => {
  const { user } = renderTree({
    config: treeConfig((config) => {
      config.behavior.positionChange = false;
    }),
  });
  expect(await openRowMenu(user, 'Briefe')).not.toContain('Nach oben');
  expect(screen.queryByRole('menuitem', { name: 'Nach unten' })).not.toBeInTheDocument();
});

test('the menu of a file and of a folder offer what the configuration and the host allow', async () => {
  const { user } = renderTree({
    onDelete: vi.fn(),
    onEditParents: vi.fn(),
    onCreateFolder: vi.fn(),
    onRename: vi.fn(),
  });
  expect(await openRowMenu(user, 'Notizen')).toEqual([
    'Nach oben',
    'Nach unten',
    'Verschieben nach …',
    'Übergeordnete Ordner bearbeiten',
    'Sichtbarkeit umschalten',
    'Löschen',
  ]);
  await user.keyboard('{Escape}');
  expect(await openRowMenu(user, 'Briefe')).toEqual([
    'Nach oben',
    'Nach unten',
    'Verschieben nach …',
    'Sichtbarkeit umschalten',
    'Umbenennen',
    'Neuer Ordner',
    'Löschen',
  ]);
});

test('configuration switches remove menu entries, and the whole menu', async () => {
  const { user, unmount } = renderTree({
    onDelete: vi.fn(),
    onEditParents: vi.fn(),
    config: treeConfig((config) => {
      config.menu.visible = false;
      config.menu.parentEditable = false;
      config.menu.fingerprint = true;
    }),
  });
  expect(await openRowMenu(user, 'Notizen')).toEqual([
    'Nach oben',
    'Nach unten',
    'Verschieben nach …',
    'ID kopieren',
    'Löschen',
  ]);
  unmount();

  const hidden = renderTree({
    onDelete: vi.fn(),
    config: treeConfig((config) => {
      config.menu.showMenu = false;
    }),
  });
  // Reordering stays reachable: the menu then holds it alone.
  expect(await openRowMenu(hidden.user, 'Notizen')).toEqual([
    'Nach oben',
    'Nach unten',
    'Verschieben nach …',
  ]);
});

test('toggling visibility reports the new tree and dims the entry', async () => {
  const onChange = vi.fn();
  const { user } = renderTree({ onChange });
  await chooseRowMenuItem(user, 'Notizen', 'Sichtbarkeit umschalten');
  expect(onChange).toHaveBeenLastCalledWith(expect.any(Array), { kind: 'toggle-visibility', id: 'notes' });
  expect(row('Notizen (ausgeblendet)')).toHaveStyle({ opacity: '0.5' });
});

test('the fingerprint entry copies the entry id', async () => {
  const { user } = renderTree({
    config: treeConfig((config) => {
      config.menu.fingerprint = true;
    }),
  });
  await chooseRowMenuItem(user, 'Notizen', 'ID kopieren');
  expect(await navigator.clipboard.readText()).toBe('notes');
});

test('a recycle bin offers neither rename, new folder nor edit parents', async () => {
  const { user } = renderTree({
    onDelete: vi.fn(),
    onEditParents: vi.fn(),
    onCreateFolder: vi.fn(),
    onRename: vi.fn(),
    config: treeConfig((config) => {
      config.behavior.ticking.parentFromRecycleBin = true;
    }),
  });
  expect(screen.queryByRole('button', { name: 'Neuer Ordner' })).not.toBeInTheDocument();
  expect(await openRowMenu(user, 'Briefe')).toEqual([
    'Nach oben',
    'Nach unten',
    'Verschieben nach …',
    'Sichtbarkeit umschalten',
    'Löschen',
  ]);
  await user.keyboard('{Escape}');
  expect(await openRowMenu(user, 'Notizen')).toEqual([
    'Nach oben',
    'Nach unten',
    'Verschieben nach …',
    'Sichtbarkeit umschalten',
    'Löschen',
  ]);
});

test('no new folder is offered at the deepest level', async () => {
  const { user } = renderTree({ onCreateFolder: vi.fn(), maxDepth: 2 });
  await user.click(row('Berichte'));
  await user.keyboard('{ArrowRight}');
  expect(await openRowMenu(user, 'Berichte')).toContain('Neuer Ordner');
  await user.keyboard('{Escape}');
  expect(await openRowMenu(user, 'Archiv')).not.toContain('Neuer Ordner');
});

test('a recycle bin restores its top-level entries', async () => {
  const onRestore = vi.fn();
  const { user } = renderTree({
    onRestore,
    config: treeConfig((config) => {
      config.behavior.ticking.parentFromRecycleBin = true;
    }),
  });
  await chooseRowMenuItem(user, 'Briefe', 'Wiederherstellen');
  expect(onRestore).toHaveBeenCalledWith(expect.objectContaining({ id: 'letters' }));

  await user.click(row('Briefe'));
  await user.keyboard('{ArrowRight}');
  expect(await openRowMenu(user, 'Einladung')).not.toContain('Wiederherstellen');
});

test('a folder exports from its menu where the host exports; files and the bin do not', async () => {
  const onExport = vi.fn();
  const { user, unmount } = renderTree({ onExport });
  await chooseRowMenuItem(user, 'Briefe', 'Exportieren …');
  expect(onExport).toHaveBeenCalledWith(expect.objectContaining({ id: 'letters' }));
  expect(await openRowMenu(user, 'Notizen')).not.toContain('Exportieren …');
  await user.keyboard('{Escape}');
  unmount();

  const inBin = renderTree({
    onExport,
    config: treeConfig((config) => {
      config.behavior.ticking.parentFromRecycleBin = true;
    }),
  });
  expect(await openRowMenu(inBin.user, 'Briefe')).not.toContain('Exportieren …');
});
