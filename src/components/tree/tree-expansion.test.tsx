import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expansionKey } from './expansion-store';
import { renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const rowNames = () => screen.getAllByRole('treeitem').map((item) => item.textContent);
let users = 0;
/** A user of their own per test: the open folders are kept per user. */
const freshKey = () => expansionKey(`user-${++users}`, 'DATA');

test('a tree opens with the folders that were open when it was last shown', async () => {
  const key = freshKey();
  const first = renderTree({ expansionKey: key });
  await first.user.click(screen.getByRole('button', { name: '„Berichte“ aufklappen' }));
  await first.user.click(screen.getByRole('button', { name: '„Archiv“ aufklappen' }));
  first.unmount();

  renderTree({ expansionKey: key });

  expect(rowNames()).toEqual(['Berichte', 'Quartal 1', 'Quartal 2', 'Archiv', 'Alt', 'Briefe', 'Notizen']);
  expect(JSON.parse(window.localStorage.getItem(key) ?? '[]')).toEqual(['reports', 'archive']);
});

test('trees under one key (a directory and its bin) share their open folders; others keep their own', async () => {
  const key = freshKey();
  const { user } = renderTree({ expansionKey: key, label: 'Verzeichnis' });
  renderTree({ expansionKey: key, label: 'Papierkorb' });
  renderTree({ expansionKey: freshKey(), label: 'Anderer Benutzer' });

  await user.click(screen.getAllByRole('button', { name: '„Briefe“ aufklappen' })[0] as HTMLElement);

  const shown = (tree: string) =>
    Array.from(
      screen.getByRole('tree', { name: tree }).querySelectorAll('[role="treeitem"]'),
      (row) => row.textContent,
    );
  expect(await screen.findAllByText('Einladung')).toHaveLength(2);
  expect(shown('Papierkorb')).toEqual(['Berichte', 'Briefe', 'Einladung', 'Quartal 1', 'Notizen']);
  expect(shown('Anderer Benutzer')).toEqual(['Berichte', 'Briefe', 'Notizen']);
});

test('entries to reveal open their folders', async () => {
  renderTree({ expansionKey: freshKey(), revealIds: ['old'] });

  expect(rowNames()).toEqual(['Berichte', 'Quartal 1', 'Quartal 2', 'Archiv', 'Alt', 'Briefe', 'Notizen']);
});
