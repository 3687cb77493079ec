import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { treeConfig } from './tree-config';
import { renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const rowNames = () => screen.getAllByRole('treeitem').map((row) => row.textContent);
const filterBox = () => screen.getByRole('searchbox', { name: 'Dateien filtern' });

test('keeps the matches (ignoring case) and opens their ancestors', async () => {
  const { user } = renderTree();
  expect(filterBox()).toHaveAttribute('placeholder', 'Filtern');
  await user.type(filterBox(), 'ALT');
  expect(rowNames()).toEqual(['Berichte', 'Archiv', 'Alt']);
  expect(screen.getByRole('treeitem', { name: 'Archiv' })).toHaveAttribute('aria-expanded', 'true');
});

test('marks the matching part of each name', async () => {
  const { user } = renderTree();
  await user.type(filterBox(), 'quartal');
  const marks = screen
    .getAllByRole('treeitem')
    .flatMap((row) => Array.from(row.querySelectorAll('mark')).map((mark) => mark.textContent));
  expect(marks).toEqual(['Quartal', 'Quartal', 'Quartal']);
  expect(rowNames()).toEqual(['Berichte', 'Quartal 1', 'Quartal 2', 'Briefe', 'Quartal 1']);
});

test('says so when nothing matches, and shows everything again when cleared', async () => {
  const { user } = renderTree();
  await user.type(filterBox(), 'xyz');
  expect(screen.queryByRole('tree')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Keine Treffer');
  await user.clear(filterBox());
  expect(rowNames()).toEqual(['Berichte', 'Briefe', 'Notizen']);
});

test('a folder opened by the filter can still be closed while filtering', async () => {
  const { user } = renderTree();
  await user.type(filterBox(), 'einl');
  expect(rowNames()).toEqual(['Briefe', 'Einladung']);
  await user.click(screen.getByRole('button', { name: '„Briefe“ zuklappen' }));
  expect(rowNames()).toEqual(['Briefe']);
});

test('filters on the configured property', async () => {
  const { user } = renderTree({
    config: treeConfig((config) => {
      config.filter.filterProperty = 'fileId';
    }),
  });
  await user.type(filterBox(), 'file-q');
  expect(rowNames()).toEqual(['Berichte', 'Quartal 1', 'Quartal 2', 'Briefe', 'Quartal 1']);
  expect(within(screen.getByRole('tree')).queryAllByText((_, node) => node?.tagName === 'MARK')).toEqual([]);
});

test('has no filter input when the configuration turns it off', () => {
  renderTree({
    config: treeConfig((config) => {
      config.filter.filterInput.userInput = false;
    }),
  });
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});
