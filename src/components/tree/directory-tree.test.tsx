import { screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { file, folder, linked } from '../../../domain/directory/tree-fixtures';
import { treeConfig } from './tree-config';
import { renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const rowNames = () => screen.getAllByRole('treeitem').map((row) => row.textContent);

test('shows the top level collapsed, with level, set size and position of every row', () => {
  renderTree();
  expect(screen.getByRole('tree', { name: 'Dateien' })).toBeInTheDocument();
  expect(rowNames()).toEqual(['Berichte', 'Briefe', 'Notizen']);
  const reports = screen.getByRole('treeitem', { name: 'Berichte' });
  expect(reports).toHaveAttribute('aria-level', '1');
  expect(reports).toHaveAttribute('aria-setsize', '3');
  expect(reports).toHaveAttribute('aria-posinset', '1');
  expect(reports).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('treeitem', { name: 'Notizen' })).not.toHaveAttribute('aria-expanded');
});

test('expands and collapses a folder with its toggle', async () => {
  const { user } = renderTree();
  await user.click(screen.getByRole('button', { name: '„Berichte“ aufklappen' }));
  expect(rowNames()).toEqual(['Berichte', 'Quartal 1', 'Quartal 2', 'Archiv', 'Briefe', 'Notizen']);
  expect(screen.getByRole('treeitem', { name: 'Archiv' })).toHaveAttribute('aria-level', '2');
  expect(screen.getByRole('treeitem', { name: 'Berichte' })).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByRole('button', { name: '„Archiv“ aufklappen' }));
  expect(screen.getByRole('treeitem', { name: 'Alt' })).toHaveAttribute('aria-level', '3');

  await user.click(screen.getByRole('button', { name: '„Berichte“ zuklappen' }));
  expect(rowNames()).toEqual(['Berichte', 'Briefe', 'Notizen']);
});

test('selecting a row reports the entry and marks it selected', async () => {
  const onSelect = vi.fn();
  const { user } = renderTree({ onSelect });
  await user.click(screen.getByRole('treeitem', { name: 'Notizen' }));
  expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'notes' }));
  expect(screen.getByRole('treeitem', { name: 'Notizen' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('treeitem', { name: 'Berichte' })).toHaveAttribute('aria-selected', 'false');
});

test('a given selection opens its folders and follows the select property', () => {
  renderTree({
    selectedId: 'file-old',
    config: treeConfig((config) => {
      config.behavior.selectProperty = 'fileId';
    }),
  });
  expect(screen.getByRole('treeitem', { name: 'Alt' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('treeitem', { name: 'Archiv' })).toHaveAttribute('aria-expanded', 'true');
});

test('a tree that is not selectable has no selection state', async () => {
  const onSelect = vi.fn();
  const { user } = renderTree({
    onSelect,
    config: treeConfig((config) => {
      config.behavior.selectable = false;
    }),
  });
  await user.click(screen.getByRole('treeitem', { name: 'Notizen' }));
  expect(onSelect).not.toHaveBeenCalled();
  expect(screen.getByRole('treeitem', { name: 'Notizen' })).not.toHaveAttribute('aria-selected');
});

test('hidden entries are dimmed and announced as hidden', () => {
  renderTree({ items: linked([file('draft', 'file-draft', { name: 'Entwurf', isVisible: false })]) });
  const row = screen.getByRole('treeitem', { name: 'Entwurf (ausgeblendet)' });
  expect(row).toHaveStyle({ opacity: '0.5' });
});

test('an empty tree shows the empty text instead of rows', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderTree({ items: [] });
  expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  expect(screen.getByText('Hier gibt es noch keine Einträge.')).toBeInTheDocument();
});

test('entries can render as links, which the tree leaves out of the tab sequence', () => {
  renderTree({
    items: linked([
      file('notes', 'file-notes', { name: 'Notizen' }),
      folder('letters', [], { name: 'Briefe' }),
    ]),
    renderLink: (item, content) =>
      item.fileId ? (
        <a href={`/DataEditor/${item.id}`} tabIndex={-1}>
          {content}
        </a>
      ) : (
        content
      ),
  });
  const link = within(screen.getByRole('treeitem', { name: 'Notizen' })).getByRole('link');
  expect(link).toHaveAttribute('href', '/DataEditor/notes');
  expect(
    within(screen.getByRole('treeitem', { name: 'Briefe' })).queryByRole('link'),
  ).not.toBeInTheDocument();
});
