import { expect, type Locator, type Page } from '@playwright/test';

export type Component = 'Group' | 'Image' | 'Input' | 'Select' | 'Table' | 'Relationship' | 'WYSIWYG';
export type AffixType = 'none' | 'fixed' | 'list';

/** The element editor dialog: a vertical stepper whose steps depend on the component. */
export class ElementEditor {
  readonly root: Locator;
  readonly steps: Locator;
  readonly preview: Locator;
  readonly nextButton: Locator;
  readonly backButton: Locator;
  readonly doneButton: Locator;
  readonly cancelButton: Locator;

  constructor(
    readonly page: Page,
    /** "Neues Element" or "Element „{label}“ bearbeiten". */
    title: string,
  ) {
    this.root = page.getByRole('dialog', { name: title });
    this.steps = this.root.getByRole('tablist', { name: 'Schritte' });
    this.preview = this.root.getByRole('region', { name: 'Vorschau' });
    this.nextButton = this.root.getByRole('button', { name: 'Weiter', exact: true });
    this.backButton = this.root.getByRole('button', { name: 'Zurück', exact: true });
    this.doneButton = this.root.getByRole('button', { name: 'Fertig', exact: true });
    this.cancelButton = this.root.getByRole('button', { name: 'Abbrechen', exact: true });
  }

  /** The titles of the steps, in order. */
  async stepTitles(): Promise<string[]> {
    return this.steps
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => (tab.textContent ?? '').replace(/^\d+/, '').trim()));
  }

  async fillBasics({
    label,
    elementId,
    component,
  }: {
    label: string;
    elementId: string;
    component: Component;
  }) {
    await this.root.getByRole('textbox', { name: /^Bezeichnung/ }).fill(label);
    await this.root.getByRole('textbox', { name: /^Element-ID/ }).fill(elementId);
    await this.root.getByRole('combobox', { name: /^Komponente/ }).selectOption(component);
  }

  async next() {
    await this.nextButton.click();
  }

  /** Step "Beschriftung". */
  async fillFieldLabel(text: string) {
    await this.root.getByRole('textbox', { name: /^Beschriftung des Feldes/ }).fill(text);
  }

  /** Step "Eingabe-Konfiguration". */
  async fillInputConfig({ placeholder, hint }: { placeholder?: string; hint?: string }) {
    if (placeholder !== undefined)
      await this.root.getByRole('textbox', { name: 'Platzhaltertext' }).fill(placeholder);
    if (hint !== undefined) await this.root.getByRole('textbox', { name: 'Hinweis' }).fill(hint);
  }

  /** Steps "Präfix" and "Suffix": the type, then a fixed text or list options. */
  async setAffix(kind: 'Präfix' | 'Suffix', type: AffixType, values: string[] = []) {
    const typeName = kind === 'Präfix' ? 'Art des Präfixes' : 'Art des Suffixes';
    await this.root.getByRole('combobox', { name: typeName }).selectOption(type);
    if (type === 'fixed') {
      await this.root.getByRole('textbox', { name: `${kind}-Text` }).fill(values[0] ?? '');
    } else if (type === 'list') {
      const list = this.root.getByRole('group', { name: `${kind}-Auswahl` });
      for (const [index, value] of values.entries()) {
        await list.getByRole('button', { name: 'Option hinzufügen' }).click();
        await list.getByRole('textbox', { name: `Bezeichnung von Option ${index + 1}` }).fill(value);
      }
    }
  }

  /** Step "Optionen" of a Select. */
  async addOptions(options: { id: string; label: string }[]) {
    for (const [index, option] of options.entries()) {
      await this.root.getByRole('button', { name: 'Option hinzufügen' }).click();
      await this.root.getByRole('textbox', { name: `ID von Option ${index + 1}` }).fill(option.id);
      await this.root
        .getByRole('textbox', { name: `Bezeichnung von Option ${index + 1}` })
        .fill(option.label);
    }
  }

  /** Step "Tabelle". */
  async setTable(columns: { name: string; label: string; field: string }[], rows: number) {
    for (const [index, column] of columns.entries()) {
      const number = index + 1;
      await this.root.getByRole('button', { name: 'Spalte hinzufügen' }).click();
      await this.root.getByRole('textbox', { name: `Name von Spalte ${number}` }).fill(column.name);
      await this.root.getByRole('textbox', { name: `Überschrift von Spalte ${number}` }).fill(column.label);
      await this.root.getByRole('textbox', { name: `Datenfeld von Spalte ${number}` }).fill(column.field);
    }
    await this.root.getByRole('textbox', { name: 'Anzahl der Zeilen' }).fill(String(rows));
  }

  /** Step "Beziehung": the schemas whose files may be linked. */
  async tickRelatedSchemas(labels: string[]) {
    const group = this.root.getByRole('group', { name: 'Verknüpfbare Schemas' });
    for (const label of labels)
      await group.getByRole('checkbox', { name: label, exact: true }).check({ force: true });
  }

  /** Step "Bildeinstellungen". */
  async tickImageFormats(formats: ('PNG' | 'JPEG' | 'WebP' | 'GIF' | 'SVG')[]) {
    const group = this.root.getByRole('group', { name: 'Erlaubte Bildformate' });
    for (const format of formats) await group.getByRole('checkbox', { name: format }).check({ force: true });
  }

  /** Step "Formatoptionen" of a WYSIWYG. */
  async tickToolbar(items: string[]) {
    const group = this.root.getByRole('group', { name: 'Werkzeugleiste' });
    for (const item of items) await group.getByRole('checkbox', { name: item }).check({ force: true });
  }

  /** Finishes the editor, passing the rules step (it asks for nothing) when not on it. */
  async done() {
    if (await this.nextButton.isVisible()) {
      await this.nextButton.click();
      await expect(this.steps.getByRole('tab', { name: /Regeln/, selected: true })).toBeVisible();
    }
    await this.doneButton.click();
    await expect(this.root).toBeHidden();
  }
}
