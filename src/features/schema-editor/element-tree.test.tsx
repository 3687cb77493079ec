import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { element, group, topLevel } from '../../../domain/schema/element-fixtures';
import { canMoveDown, canMoveUp } from '../../../domain/schema/element-ops';
import type { ElementActions } from './element-actions';
import { ElementTree } from './element-tree';
import { renderWithChakra, UI_TEST_TIMEOUT } from './test-render';

const elements = topLevel([
  element('name', 'Input', { label: 'Name' }),
  group('address', [element('street', 'Input', { label: 'Straße' })], { label: 'Adresse' }),
]);

function renderTree() {
  const actions: ElementActions = {
    showDetails: vi.fn(),
    edit: vi.fn(),
    addChild: vi.fn(),
    move: vi.fn(),
    canMove: (target, direction) =>
      direction === 'up' ? canMoveUp(elements, target.elementId) : canMoveDown(elements, target.elementId),
    remove: vi.fn(),
  };
  return { ...renderWithChakra(<ElementTree elements={elements} actions={actions} />), actions };
}

/** How long one arrow step may take to show: seconds on a machine busy with the other suites. */
const STEP_TIMEOUT_MS = 5_000;

/**
 * Opens the element's menu from its focused trigger; menus are driven by keyboard, as jsdom has no pointer
 * modality. The menu takes the keys once it holds the focus, which it takes a moment after it shows: an
 * arrow pressed before went to the trigger and was lost (seen once on a busy machine).
 */
async function openMenu(user: ReturnType<typeof renderTree>['user'], label: string) {
  (await screen.findByRole('button', { name: `Aktionen für „${label}“` })).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true), { timeout: STEP_TIMEOUT_MS });
  // Opened by Enter, it highlights its first item in a later frame: an arrow pressed as that frame came moved
  // on past the first item, which the steps then never met again (seen once on a busy machine).
  await waitFor(() => expect(menu.querySelector('[data-highlighted]')).not.toBeNull(), {
    timeout: STEP_TIMEOUT_MS,
  });
  return menu;
}

/** Arrows down to `target`, waiting for each step to show (the menu may lag behind a busy machine). */
async function chooseHighlighted(user: ReturnType<typeof renderTree>['user'], target: HTMLElement) {
  const menu = screen.getByRole('menu');
  for (let step = 0; step < 6 && !target.hasAttribute('data-highlighted'); step += 1) {
    const before = menu.querySelector('[data-highlighted]');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(menu.querySelector('[data-highlighted]')).not.toBe(before), {
      timeout: STEP_TIMEOUT_MS,
    });
  }
  await user.keyboard('{Enter}');
}

afterEach(cleanup);

describe('ElementTree', { timeout: UI_TEST_TIMEOUT }, () => {
  it('outlines the elements with their children, collapsible', async () => {
    const { user } = renderTree();
    const tree = await screen.findByRole('navigation', { name: 'Elementbaum' });
    expect(within(tree).getByText('Straße')).toBeInTheDocument();
    await user.click(within(tree).getByRole('button', { name: '„Adresse“ zuklappen' }));
    expect(within(tree).queryByText('Straße')).not.toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: '„Adresse“ aufklappen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers a Group the actions of its menu by keyboard', async () => {
    const { user, actions } = renderTree();
    const menu = await openMenu(user, 'Adresse');
    expect(within(menu).getByRole('menuitem', { name: 'Nach oben' })).not.toHaveAttribute('aria-disabled');
    expect(within(menu).getByRole('menuitem', { name: 'Nach unten' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: /Löschen/ })).toHaveAttribute('aria-disabled', 'true');
    await chooseHighlighted(user, within(menu).getByRole('menuitem', { name: 'Unterelement hinzufügen' }));
    expect(actions.addChild).toHaveBeenCalledWith(expect.objectContaining({ elementId: 'address' }));
  });

  it.each([
    ['Nach unten', 'move'],
    ['Bearbeiten', 'edit'],
    ['Details anzeigen', 'showDetails'],
    ['Löschen', 'remove'],
  ] as const)('passes „%s“ for a leaf on to the viewer by keyboard', async (item, action) => {
    const { user, actions } = renderTree();
    const menu = await openMenu(user, 'Name');
    expect(within(menu).queryByRole('menuitem', { name: 'Unterelement hinzufügen' })).toBeNull();
    await chooseHighlighted(user, within(menu).getByRole('menuitem', { name: item }));
    const name = expect.objectContaining({ elementId: 'name' });
    if (action === 'move') expect(actions.move).toHaveBeenCalledWith(name, 'down');
    else expect(actions[action]).toHaveBeenCalledWith(name);
  });
});
