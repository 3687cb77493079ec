import { expect, type Locator, type Page } from '@playwright/test';

/** The actions of a row's menu, as the menu names them. */
export type RowAction =
  | 'Nach oben'
  | 'Nach unten'
  | 'Verschieben nach …'
  | 'Übergeordnete Ordner bearbeiten'
  | 'Sichtbarkeit umschalten'
  | 'Umbenennen'
  | 'Neuer Ordner'
  | 'ID kopieren'
  | 'Exportieren …'
  | 'Wiederherstellen'
  | 'Löschen';

/**
 * One directory tree widget (data tree, schema tree, a recycle bin or the tree inside a dialog).
 * Rows are `treeitem`s named by the entry's name; their buttons appear on hover or when the row is active.
 */
export class Tree {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    /** The accessible name of the tree, e.g. "Dateien", "Papierkorb", "Speicherort". */
    readonly name: string,
    scope: Page | Locator = page,
  ) {
    this.root = scope.getByRole('tree', { name, exact: true });
  }

  row(name: string): Locator {
    return this.root.getByRole('treeitem', { name, exact: true });
  }

  /**
   * Scrolls the tree until the row is rendered, the way a user scrolls to it: the tree only renders the
   * rows in and near its visible area.
   */
  async reveal(name: string): Promise<Locator> {
    const target = this.row(name);
    await revealRow(this.root, target);
    return target;
  }

  async saved() {
    await allSaved(this.page);
  }

  rows(): Locator {
    return this.root.getByRole('treeitem');
  }

  /** Names of the visible rows containing `part`, in display order. */
  async rowNames(part = ''): Promise<string[]> {
    const names = await this.rows().allTextContents();
    return names.filter((name) => name.includes(part));
  }

  async expand(name: string) {
    await expandRow(this.root, name);
  }

  async collapse(name: string) {
    await this.root.getByRole('button', { name: `„${name}“ zuklappen` }).click();
  }

  /** Opens the entry's link (files and schemas) the way a pointer user does. */
  async open(name: string) {
    await (await this.reveal(name)).getByRole('link').click();
  }

  /**
   * Points at a row so its buttons show. The pointer first leaves whatever it rests on, so a tooltip
   * still open from an earlier click (it stays while hovered) cannot cover the row.
   */
  async hover(name: string): Promise<Locator> {
    const target = await this.reveal(name);
    await this.page.mouse.move(0, 0);
    await target.hover();
    return target;
  }

  /** Opens a row's action menu and picks an entry ("Nach oben" and "Nach unten" included). */
  async choose(name: string, action: RowAction) {
    const target = await this.hover(name);
    await target.getByRole('button', { name: `Aktionen für „${name}“` }).click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async moveUp(name: string) {
    await this.choose(name, 'Nach oben');
  }

  async moveDown(name: string) {
    await this.choose(name, 'Nach unten');
  }

  /** Ticks or unticks an entry of a tree with ticks (relationship dialog, edit-parents dialog): a click on its name. */
  async toggleTick(name: string) {
    await this.row(name).click();
  }

  /** The filter field above the tree. */
  filterInput(): Locator {
    return this.page.getByRole('searchbox', { name: `${this.name} filtern` });
  }

  async filter(text: string) {
    await this.filterInput().fill(text);
  }
}

/** Scrolls a virtualised tree's scroll area step by step (from the top again at its end) until `target` renders. */
export async function revealRow(tree: Locator, target: Locator) {
  const viewport = tree.locator('xpath=..');
  await expect(async () => {
    if ((await target.count()) > 0) {
      await expect(target.first()).toBeVisible({ timeout: 1_000 });
      return;
    }
    await viewport.evaluate((element) => {
      const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
      element.scrollTop = atEnd ? 0 : element.scrollTop + element.clientHeight / 2;
    });
    expect(await target.count()).toBeGreaterThan(0);
  }).toPass({ intervals: [100], timeout: 10_000 });
}

/** Waits until every change made in the editor is saved: no part of the page is `aria-busy` any more. */
export async function allSaved(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a folder; again from revealing it when the tree moved (a save, focus coming back) in between. */
export async function expandRow(tree: Locator, name: string) {
  const target = tree.getByRole('treeitem', { name, exact: true });
  await expect(async () => {
    await revealRow(tree, target);
    // Short timeouts: when the row is gone again (the tree re-rendered), the next attempt reveals it anew.
    if ((await target.getAttribute('aria-expanded', { timeout: 1_000 })) === 'true') return;
    await tree.getByRole('button', { name: `„${name}“ aufklappen` }).click({ timeout: 2_000 });
    await expect(target).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
