import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { file, folder, linked } from '../../../domain/directory/tree-fixtures';
import type { DirectoryItem } from '../../../domain/directory/types';
import { ROW_HEIGHT } from './tree-layout';
import { renderTree, setUpTreeTests } from './tree-test-utils';

const VIEWPORT = 320;
setUpTreeTests(VIEWPORT);

/** 100 folders of 99 files each, all at hand: 10,000 entries. */
function bigTree(): DirectoryItem[] {
  return linked(
    Array.from({ length: 100 }, (_, f) =>
      folder(
        `folder-${f}`,
        Array.from({ length: 99 }, (_, n) =>
          file(`entry-${f}-${n}`, `file-${f}-${n}`, { name: `Eintrag ${f}-${n}` }),
        ),
        { name: `Ordner ${String(f).padStart(3, '0')}` },
      ),
    ),
  );
}

test('of 10,000 entries only a window of rows is rendered, and End reaches the last', async () => {
  const { user } = renderTree({ items: bigTree(), selectedId: 'entry-0-0' });
  const tree = screen.getByRole('tree', { name: 'Dateien' });
  const rendered = screen.getAllByRole('treeitem');
  expect(rendered.length).toBeGreaterThan(VIEWPORT / ROW_HEIGHT);
  expect(rendered.length).toBeLessThan(40);
  // The selected entry's folder is open: 100 folders + 99 files make up the scroll height.
  expect(tree).toHaveStyle({ height: `${199 * ROW_HEIGHT}px` });

  await user.click(screen.getByRole('treeitem', { name: 'Eintrag 0-0' }));
  await user.keyboard('{End}');
  const last = screen.getByRole('treeitem', { name: 'Ordner 099' });
  expect(last).toHaveFocus();
  expect(last).toHaveAttribute('aria-posinset', '100');
  expect(screen.getAllByRole('treeitem').length).toBeLessThan(40);
});

test('filtering 10,000 entries shows the matches in the same window', async () => {
  const { user } = renderTree({ items: bigTree() });
  await user.type(screen.getByRole('searchbox', { name: 'Dateien filtern' }), 'eintrag 42-');
  const rows = screen.getAllByRole('treeitem');
  expect(rows[0]).toHaveTextContent('Ordner 042');
  expect(rows[1]).toHaveTextContent('Eintrag 42-0');
  expect(rows.length).toBeLessThan(40);
  expect(screen.getByRole('tree')).toHaveStyle({ height: `${100 * ROW_HEIGHT}px` });
});
