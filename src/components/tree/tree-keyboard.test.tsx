import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { treeConfig } from './tree-config';
import { renderTree, setUpTreeTests } from './tree-test-utils';

setUpTreeTests();

const row = (name: string) => screen.getByRole('treeitem', { name });

async function focusFirstRow() {
  const view = renderTree();
  await view.user.click(row('Berichte'));
  return view;
}

test('only one row is in the tab sequence, and the tree remembers it', async () => {
  const { user } = renderTree();
  const tabbable = () => screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0);
  expect(tabbable()).toEqual([row('Berichte')]);

  await user.click(screen.getByRole('searchbox', { name: 'Dateien filtern' }));
  await user.tab();
  expect(row('Berichte')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(tabbable()).toEqual([row('Briefe')]);

  await user.click(screen.getByRole('searchbox', { name: 'Dateien filtern' }));
  await user.tab();
  expect(row('Briefe')).toHaveFocus();
});

test('ArrowDown and ArrowUp move through the visible rows and stop at the ends', async () => {
  const { user } = await focusFirstRow();
  await user.keyboard('{ArrowUp}');
  expect(row('Berichte')).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(row('Notizen')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(row('Notizen')).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(row('Briefe')).toHaveFocus();
});

test('ArrowRight opens a folder, then moves to its first child; on a file it does nothing', async () => {
  const { user } = await focusFirstRow();
  await user.keyboard('{ArrowRight}');
  expect(row('Berichte')).toHaveAttribute('aria-expanded', 'true');
  expect(row('Berichte')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(row('Quartal 1')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(row('Quartal 1')).toHaveFocus();
});

test('ArrowLeft moves to the parent, then closes it', async () => {
  const { user } = await focusFirstRow();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
  expect(row('Quartal 2')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(row('Berichte')).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(row('Berichte')).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('treeitem', { name: 'Quartal 2' })).not.toBeInTheDocument();
});

test('Home and End jump to the first and last visible row', async () => {
  const { user } = await focusFirstRow();
  await user.keyboard('{ArrowRight}{End}');
  expect(row('Notizen')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(row('Berichte')).toHaveFocus();
});

test('Enter selects a file and opens or closes a folder', async () => {
  const onSelect = vi.fn();
  const { user } = renderTree({ onSelect });
  await user.click(row('Notizen'));
  onSelect.mockClear();
  await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
  expect(row('Berichte')).toHaveAttribute('aria-expanded', 'true');
  expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'reports' }));
  await user.keyboard('{ArrowDown}{Enter}');
  expect(row('Quartal 1')).toHaveAttribute('aria-selected', 'true');
  expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'q1' }));
});

test('Enter follows the link of a row', async () => {
  const opened = vi.fn();
  const { user } = renderTree({
    renderLink: (item, content) => (
      <a
        href={`#${item.id}`}
        tabIndex={-1}
        onClick={(event) => {
          event.preventDefault();
          opened(item.id);
        }}
      >
        {content}
      </a>
    ),
  });
  await user.click(row('Briefe'));
  opened.mockClear();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(opened).toHaveBeenCalledWith('notes');
});

test('Space ticks the focused row when the tree has ticks', async () => {
  const onTickedChange = vi.fn();
  const { user } = renderTree({
    onTickedChange,
    config: treeConfig((config) => {
      config.behavior.ticking.tickable = true;
    }),
  });
  await user.click(row('Notizen'));
  await user.keyboard(' ');
  expect(row('Notizen')).toHaveAttribute('aria-checked', 'true');
  expect(onTickedChange).toHaveBeenLastCalledWith(new Set(['notes']), ['file-notes']);
});

test('typing letters moves to the next row whose name starts with them', async () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 750));
  const { user } = await focusFirstRow();
  await user.keyboard('n');
  expect(row('Notizen')).toHaveFocus();
  await pause();
  await user.keyboard('b');
  expect(row('Berichte')).toHaveFocus();
  await user.keyboard('b');
  expect(row('Briefe')).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  await pause();
  await user.keyboard('{Home}einl');
  expect(row('Einladung')).toHaveFocus();
});

test('F2 opens the rename dialog for a folder but not for a file', async () => {
  const { user } = await focusFirstRow();
  await user.keyboard('{F2}');
  expect(await screen.findByRole('dialog', { name: 'Ordner umbenennen' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Ordnername' })).toHaveValue('Berichte');
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  await user.click(row('Notizen'));
  await user.keyboard('{F2}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Delete opens the delete dialog', async () => {
  const { user } = renderTree({ onDelete: vi.fn() });
  await user.click(row('Notizen'));
  await user.keyboard('{Delete}');
  expect(await screen.findByRole('alertdialog', { name: 'Eintrag löschen' })).toHaveTextContent(
    'Möchten Sie „Notizen“ wirklich löschen?',
  );
});
