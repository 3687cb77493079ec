import { expect, type Locator, type Page } from '@playwright/test';
import { ElementEditor } from './element-editor';

/** The schema viewer on /SchemaEditor/{id}: its elements, the element tree, save and the dialogs. */
export class SchemaPage {
  readonly saveButton: Locator;
  readonly newElementButton: Locator;
  readonly unsavedBadge: Locator;
  readonly elements: Locator;
  /** The element tree with a menu per element. */
  readonly elementTree: Locator;

  constructor(readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: 'Speichern', exact: true });
    this.newElementButton = page.getByRole('button', { name: 'Neues Element' });
    this.unsavedBadge = page.getByText('Ungespeicherte Änderungen', { exact: true });
    this.elements = page.getByRole('region', { name: 'Elemente' });
    this.elementTree = page.getByRole('navigation', { name: 'Elementbaum' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 2 });
  }

  /** An element's row: label, type, child count, position badge and buttons. */
  row(label: string): Locator {
    return this.elements.getByRole('group', { name: label, exact: true });
  }

  /** Labels of one level of elements, in the order shown (top level when no Group is given). */
  async rowLabels(group?: string): Promise<string[]> {
    const list = group
      ? (await this.expandGroup(group)).getByRole('list').first()
      : this.elements.getByRole('list').first();
    return list
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('[role="group"]')?.getAttribute('aria-label') ?? ''),
      );
  }

  /** Shows the children of a Group; answers the region holding them. */
  async expandGroup(label: string): Promise<Locator> {
    const children = this.elements.getByRole('group', { name: `Unterelemente von „${label}“` });
    if (!(await children.isVisible())) {
      await this.page.getByRole('button', { name: `Unterelemente von „${label}“ anzeigen` }).click();
    }
    await expect(children).toBeVisible();
    // Its buttons are clicked next: not while the group is still sliding open.
    await expect
      .poll(() =>
        children.evaluate(
          (group) =>
            group.parentElement
              ?.getAnimations({ subtree: true })
              .filter((animation) => animation.playState === 'running').length ?? 0,
        ),
      )
      .toBe(0);
    return children;
  }

  /** Opens the element editor for a new element at the top level or inside a Group. */
  async openNewElement(parentGroup?: string): Promise<ElementEditor> {
    if (parentGroup) {
      const children = await this.expandGroup(parentGroup);
      await children.getByRole('button', { name: 'Add Element' }).last().click();
    } else {
      await this.newElementButton.click();
    }
    const editor = new ElementEditor(this.page, 'Neues Element');
    await expect(editor.root).toBeVisible();
    return editor;
  }

  async openEditor(label: string): Promise<ElementEditor> {
    await this.page.getByRole('button', { name: `„${label}“ bearbeiten` }).click();
    const editor = new ElementEditor(this.page, `Element „${label}“ bearbeiten`);
    await expect(editor.root).toBeVisible();
    return editor;
  }

  async openDetails(label: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Details von „${label}“ anzeigen` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Details von „${label}“` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async moveUp(label: string) {
    await this.page.getByRole('button', { name: `„${label}“ nach oben verschieben` }).click();
  }

  async moveDown(label: string) {
    await this.page.getByRole('button', { name: `„${label}“ nach unten verschieben` }).click();
  }

  /** Asks to delete an element; answers the confirmation dialog. */
  async askToDelete(label: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `„${label}“ löschen` }).click();
    const dialog = this.page.getByRole('alertdialog', { name: `Element "${label}" löschen` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async save() {
    await this.saveButton.click();
    await expect(
      this.page.getByRole('status').filter({ hasText: 'Schema erfolgreich gespeichert' }),
    ).toBeVisible();
    await expect(this.unsavedBadge).toBeHidden();
  }
}
