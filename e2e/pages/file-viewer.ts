import { expect, type Locator, type Page } from '@playwright/test';
import { Tree } from './tree';

/**
 * The file viewer on /DataEditor/{id}: header, save status and one form field per schema element.
 * Field accessors take the field's caption (the element's "Beschriftung des Feldes", else its label).
 */
export class FileViewer {
  readonly form: Locator;
  readonly simplifiedToggle: Locator;
  /** "Wird gespeichert …", "Alle Änderungen gespeichert" or "Änderungen nicht gespeichert". */
  readonly saveStatus: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Daten der Datei' });
    this.simplifiedToggle = page.getByRole('button', { name: 'Wechsel Vereinfachte Eingabe' });
    this.saveStatus = page.getByRole('status').filter({ hasText: /gespeichert/ });
  }

  heading(label?: string): Locator {
    return label === undefined
      ? this.page.getByRole('main').getByRole('heading', { level: 2 })
      : this.page.getByRole('heading', { name: label, level: 2, exact: true });
  }

  schemaLink(schemaLabel: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: schemaLabel, exact: true });
  }

  async expectSaved() {
    await expect(
      this.page.getByRole('status').filter({ hasText: 'Alle Änderungen gespeichert' }),
    ).toBeVisible();
  }

  input(caption: string, scope: Locator = this.form): Locator {
    return scope.getByRole('textbox', { name: caption, exact: true });
  }

  prefix(caption: string): Locator {
    return this.form.getByRole('combobox', { name: `Präfix von ${caption}` });
  }

  suffix(caption: string): Locator {
    return this.form.getByRole('combobox', { name: `Suffix von ${caption}` });
  }

  select(caption: string, scope: Locator = this.form): Locator {
    return scope.getByRole('combobox', { name: caption, exact: true });
  }

  /** A Group's fieldset; pass it as `scope` to reach the fields inside. */
  group(caption: string, scope: Locator = this.form): Locator {
    return scope.getByRole('group', { name: caption, exact: true });
  }

  /** Types into an Input and saves it with Enter. */
  async fillInput(caption: string, value: string, scope: Locator = this.form) {
    const field = this.input(caption, scope);
    await field.fill(value);
    await field.press('Enter');
  }

  table(caption: string): TableField {
    return new TableField(this.page, this.form, caption);
  }

  relationship(caption: string): RelationshipField {
    return new RelationshipField(this.page, this.group(caption), caption);
  }

  image(caption: string): ImageField {
    return new ImageField(this.page, this.form, caption);
  }

  richText(caption: string): RichTextField {
    return new RichTextField(this.page, this.form, caption);
  }
}

export class TableField {
  readonly root: Locator;
  readonly addRowButton: Locator;
  readonly pageSize: Locator;

  constructor(
    readonly page: Page,
    scope: Locator,
    readonly caption: string,
  ) {
    this.root = scope.getByRole('table', { name: caption, exact: true });
    // The buttons sit next to the table, in the same field.
    this.addRowButton = scope.getByRole('button', { name: 'Zeile hinzufügen' });
    this.pageSize = scope.getByRole('combobox', { name: 'Zeilen pro Seite' });
  }

  /** The input of a column (by its heading) in a row (1-based). */
  cell(column: string, row: number): Locator {
    return this.root.getByRole('textbox', { name: `${column} in Zeile ${row}`, exact: true });
  }

  /** Adds a row and fills it; `row` is the 1-based number the new row gets. */
  async addRow(row: number, values: Record<string, string>) {
    await this.addRowButton.click();
    for (const [column, value] of Object.entries(values)) {
      await this.cell(column, row).fill(value);
      await this.cell(column, row).press('Enter');
    }
  }

  async moveUp(row: number) {
    await this.root.getByRole('button', { name: `Zeile ${row} nach oben` }).click();
  }

  async moveDown(row: number) {
    await this.root.getByRole('button', { name: `Zeile ${row} nach unten` }).click();
  }

  async remove(row: number) {
    await this.root.getByRole('button', { name: `Zeile ${row} entfernen` }).click();
  }
}

export class RelationshipField {
  readonly addButton: Locator;
  readonly list: Locator;
  readonly emptyText: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator,
    readonly caption: string,
  ) {
    this.addButton = root.getByRole('button', { name: 'Verknüpfung hinzufügen' });
    this.list = root.getByRole('list', { name: `Verknüpfte Dateien von ${caption}` });
    this.emptyText = root.getByText('No relationships defined.');
  }

  link(label: string): Locator {
    return this.list.getByRole('link', { name: label, exact: true });
  }

  /** Labels of the linked files, in order. */
  async labels(): Promise<string[]> {
    return (await this.list.getByRole('listitem').allTextContents()).map((text) =>
      text.replace(/^\d+/, '').trim(),
    );
  }

  async openDialog(): Promise<RelationshipDialog> {
    await this.addButton.click();
    const dialog = new RelationshipDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  /** Links files through the dialog. */
  async relate(labels: string[]) {
    const dialog = await this.openDialog();
    await dialog.pick(labels);
    for (const label of labels) await expect(this.link(label)).toBeVisible();
  }

  async moveUp(label: string) {
    await this.root.getByRole('button', { name: `„${label}“ nach oben` }).click();
  }

  async moveDown(label: string) {
    await this.root.getByRole('button', { name: `„${label}“ nach unten` }).click();
  }

  async remove(label: string) {
    await this.root.getByRole('button', { name: `Verknüpfung mit „${label}“ entfernen` }).click();
  }
}

/** "Verknüpfte Dateien auswählen": the data tree with ticks, cut down to the files that may be linked. */
export class RelationshipDialog {
  readonly root: Locator;
  readonly files: Tree;
  readonly addButton: Locator;
  readonly cancelButton: Locator;
  readonly closeButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Verknüpfte Dateien auswählen' });
    this.files = new Tree(page, 'Dateien zur Auswahl', this.root);
    this.addButton = this.root.getByRole('button', { name: 'Hinzufügen' });
    this.cancelButton = this.root.getByRole('button', { name: 'Abbrechen' });
    this.closeButton = this.root.getByRole('button', { name: 'Schließen' });
  }

  async pick(labels: string[]) {
    for (const label of labels) {
      await this.files.toggleTick(label);
      await expect(this.files.row(label)).toHaveAttribute('aria-checked', 'true');
    }
    await this.addButton.click();
    await expect(this.root).toBeHidden();
  }
}

export class ImageField {
  /** The hidden file input, labelled by the caption; `setInputFiles` works on it. */
  readonly input: Locator;
  readonly preview: Locator;
  readonly uploadButton: Locator;
  readonly replaceButton: Locator;
  readonly removeButton: Locator;

  constructor(
    readonly page: Page,
    scope: Locator,
    readonly caption: string,
  ) {
    this.input = scope.getByLabel(caption, { exact: true });
    this.preview = scope.getByRole('img', { name: `Bild von ${caption}` });
    this.uploadButton = scope.getByRole('button', { name: 'Bild hochladen' });
    this.replaceButton = scope.getByRole('button', { name: 'Bild ersetzen' });
    this.removeButton = scope.getByRole('button', { name: 'Bild entfernen' });
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.input.setInputFiles(file);
    await expect(this.preview).toBeVisible();
    await expect
      .poll(() => this.preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
}

export class RichTextField {
  readonly editor: Locator;
  readonly toolbar: Locator;

  constructor(
    readonly page: Page,
    scope: Locator,
    readonly caption: string,
  ) {
    this.editor = scope.getByRole('textbox', { name: caption, exact: true });
    this.toolbar = scope.getByRole('toolbar', { name: `Formatierung von ${caption}` });
  }

  /** A toolbar button, e.g. "Fett", "Kursiv", "Überschrift". */
  button(name: string): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  async type(text: string) {
    await this.editor.click();
    await this.page.keyboard.type(text);
  }
}
