import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { treeConfig } from './tree-config';
import { chooseRowMenuItem, openRowMenu, renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const row = (name: string) => screen.getByRole('treeitem', { name });
// Row buttons are reached by clicking the row first: see openRowMenu.
const rowNames = () => screen.getAllByRole('treeitem').map((item) => item.textContent);

test('up and down reorder among siblings and report the new tree', async () => {
  const onChange = vi.fn();
  const { user } = renderTree({ onChange });
  await user.click(row('Briefe'));
  await user.click(within(row('Briefe')).getByRole('button', { name: 'Nach oben' }));
  expect(rowNames()).toEqual(['Briefe', 'Berichte', 'Notizen']);
  const [items, change] = onChange.mock.lastCall ?? [];
  expect(change).toEqual({ kind: 'move-up', id: 'letters' });
  expect(items.map((item: { id: string; position: number }) => [item.id, item.position])).toEqual([
    ['letters', 1],
    ['reports', 2],
    ['notes', 3],
  ]);

  await user.click(row('Berichte'));
  await user.click(within(row('Berichte')).getByRole('button', { name: 'Nach unten' }));
  expect(rowNames()).toEqual(['Briefe', 'Notizen', 'Berichte']);
  expect(onChange).toHaveBeenLastCalledWith(expect.any(Array), { kind: 'move-down', id: 'reports' });
});

test('the first entry cannot move up and the last cannot move down', async () => {
  const { user } = renderTree();
  await user.hover(row('Berichte'));
  expect(await within(row('Berichte')).findByRole('button', { name: 'Nach oben' })).toBeDisabled();
  await user.hover(row('Notizen'));
  expect(await within(row('Notizen')).findByRole('button', { name: 'Nach unten' })).toBeDisabled();
});

test('row buttons appear once the pointer rests on the row, so a click aimed at the name reaches it', async () => {
  const { user } = renderTree();
  await user.hover(row('Notizen'));
  expect(within(row('Notizen')).queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
  expect(await within(row('Notizen')).findByRole('button', { name: 'Nach oben' })).toBeEnabled();
  await user.unhover(row('Notizen'));
  expect(within(row('Notizen')).queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
});

test('row buttons appear on hover and on the focused row', async () => {
  const { user } = renderTree();
  expect(within(row('Briefe')).queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
  await user.click(row('Briefe'));
  await user.unhover(row('Briefe'));
  expect(within(row('Briefe')).getByRole('button', { name: 'Nach oben' })).toBeInTheDocument();
  await user.tab();
  expect(within(row('Briefe')).getByRole('button', { name: 'Nach oben' })).toHaveFocus();
});

test('there are no reorder buttons when position change is off', async () => {
  const { user } = renderTree({
    config: treeConfig((config) => {
      config.behavior.positionChange = false;
    }),
  });
  await user.hover(row('Briefe'));
  expect(await within(row('Briefe')).findByRole('button', { name: /Aktionen/ })).toBeInTheDocument();
  expect(within(row('Briefe')).queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
});

test('the menu of a file and of a folder offer what the configuration and the host allow', async () => {
  const { user } = renderTree({
    onDelete: vi.fn(),
    onEditParents: vi.fn(),
    onCreateFolder: vi.fn(),
    onRename: vi.fn(),
  });
  expect(await openRowMenu(user, 'Notizen')).toEqual([
    'Übergeordnete Ordner bearbeiten',
    'Sichtbarkeit umschalten',
    'Löschen',
  ]);
  await user.keyboard('{Escape}');
  expect(await openRowMenu(user, 'Briefe')).toEqual([
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
  expect(await openRowMenu(user, 'Notizen')).toEqual(['ID kopieren', 'Löschen']);
  unmount();

  const hidden = renderTree({
    onDelete: vi.fn(),
    config: treeConfig((config) => {
      config.menu.showMenu = false;
    }),
  });
  await hidden.user.hover(row('Notizen'));
  expect(await within(row('Notizen')).findByRole('button', { name: 'Nach oben' })).toBeInTheDocument();
  expect(within(row('Notizen')).queryByRole('button', { name: /Aktionen/ })).not.toBeInTheDocument();
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
  expect(await openRowMenu(user, 'Briefe')).toEqual(['Sichtbarkeit umschalten', 'Löschen']);
  await user.keyboard('{Escape}');
  expect(await openRowMenu(user, 'Notizen')).toEqual(['Sichtbarkeit umschalten', 'Löschen']);
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
