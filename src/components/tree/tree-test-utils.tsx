import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { file, folder, linked } from '../../../domain/directory/tree-fixtures';
import { moveToBin } from '../../../domain/directory/tree-ops';
import type { DirectoryItem } from '../../../domain/directory/types';
import { DirectoryTree, type DirectoryTreeProps } from './directory-tree';
import { treeConfig } from './tree-config';

/**
 * Berichte (Quartal 1, Quartal 2, Archiv (Alt)), Briefe (Einladung), Notizen; the file of Quartal 1 also
 * sits in Briefe.
 */
export function sampleTree(): DirectoryItem[] {
  return linked([
    folder(
      'reports',
      [
        file('q1', 'file-q1', { name: 'Quartal 1' }),
        file('q2', 'file-q2', { name: 'Quartal 2' }),
        folder('archive', [file('old', 'file-old', { name: 'Alt' })], { name: 'Archiv' }),
      ],
      { name: 'Berichte' },
    ),
    folder(
      'letters',
      [
        file('invite', 'file-invite', { name: 'Einladung' }),
        file('q1-copy', 'file-q1', { name: 'Quartal 1' }),
      ],
      { name: 'Briefe' },
    ),
    file('notes', 'file-notes', { name: 'Notizen' }),
  ]);
}

/** Stands in for the browser's ResizeObserver, which jsdom lacks and menus and tooltips expect. */
class NoResizeObserver {
  observe() {
    /* jsdom never resizes */
  }
  unobserve() {
    /* nothing observed */
  }
  disconnect() {
    /* nothing observed */
  }
}

/** Fake layout before each test; unmount, restore spies and globals after it. */
export function setUpTreeTests(viewportHeight?: number) {
  // Chakra's styles make every jsdom render slow; a few user steps can outlast the default 5 s.
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    stubLayout(viewportHeight);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/**
 * jsdom has no layout: give every tree viewport a height, so the virtualiser renders a window of rows, and
 * supply the ResizeObserver that positioned popups use.
 */
export function stubLayout(height = 320) {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  return vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.hasAttribute('data-tree-viewport') ? height : 0;
  });
}

type TreeProps = Omit<DirectoryTreeProps, 'label' | 'emptyText' | 'config' | 'items'> &
  Partial<Pick<DirectoryTreeProps, 'label' | 'emptyText' | 'config' | 'items'>>;

/** Renders the tree the way a host does: it keeps the items and applies changes and deletions. */
function Host({ items: initial = sampleTree(), onChange, onDelete, ...props }: TreeProps) {
  const [items, setItems] = useState(initial);
  return (
    <DirectoryTree
      label="Dateien"
      emptyText="Hier gibt es noch keine Einträge."
      config={treeConfig()}
      items={items}
      onChange={(next, change) => {
        setItems(next);
        onChange?.(next, change);
      }}
      onDelete={
        onDelete &&
        ((item, mode) => {
          setItems(moveToBin(items, [], item.id).directory);
          onDelete(item, mode);
        })
      }
      {...props}
    />
  );
}

export function renderTree(props: TreeProps = {}) {
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={defaultSystem}>
      <Host {...props} />
    </ChakraProvider>,
  );
  return { user, ...view };
}

/**
 * Opens a row's menu and lists its entries. The row is clicked first: jsdom's pointer moves lack related
 * targets, so React sees the pointer leave a merely hovered row when it reaches the row's button.
 */
export async function openRowMenu(user: UserEvent, rowName: string) {
  const row = screen.getByRole('treeitem', { name: rowName });
  await user.click(row);
  await user.click(within(row).getByRole('button', { name: `Aktionen für „${rowName}“` }));
  return screen.getAllByRole('menuitem').map((item) => {
    const visible = item.cloneNode(true) as HTMLElement;
    for (const hidden of visible.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return visible.textContent;
  });
}

/** Chooses a menu entry by keyboard: the menu ignores jsdom's pointer moves, so a click would not pick it. */
export async function chooseRowMenuItem(user: UserEvent, rowName: string, itemName: string) {
  await openRowMenu(user, rowName);
  const item = screen.getByRole('menuitem', { name: itemName });
  for (let step = 0; step < 10 && !item.hasAttribute('data-highlighted'); step++) {
    await user.keyboard('{ArrowDown}');
  }
  await user.keyboard('{Enter}');
}
