import { expect, type Locator, type Page } from '@playwright/test';
import { Tree } from './tree';

/** "Neuer Ordner" and "Ordner umbenennen": one name field. */
export class FolderDialog {
  readonly root: Locator;
  readonly nameInput: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;

  constructor(
    readonly page: Page,
    readonly title: 'Neuer Ordner' | 'Ordner umbenennen' = 'Neuer Ordner',
  ) {
    this.root = page.getByRole('dialog', { name: title });
    this.nameInput = this.root.getByLabel('Ordnername');
    this.saveButton = this.root.getByRole('button', { name: 'Speichern' });
    this.cancelButton = this.root.getByRole('button', { name: 'Abbrechen' });
  }

  async save(name: string) {
    await this.nameInput.fill(name);
    await this.saveButton.click();
    await expect(this.root).toBeHidden();
  }
}

/** The confirmation before an entry goes to the bin or is deleted for good. */
export class DeleteEntryDialog {
  readonly root: Locator;
  readonly toBinButton: Locator;
  readonly deleteForGoodButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('alertdialog', { name: 'Eintrag löschen' });
    this.toBinButton = this.root.getByRole('button', { name: 'In den Papierkorb verschieben' });
    this.deleteForGoodButton = this.root.getByRole('button', { name: 'Endgültig löschen' });
    this.cancelButton = this.root.getByRole('button', { name: 'Abbrechen' });
  }

  async moveToBin() {
    await this.toBinButton.click();
    await expect(this.root).toBeHidden();
  }

  async deleteForGood() {
    await this.deleteForGoodButton.click();
    await expect(this.root).toBeHidden();
  }
}

/** "Übergeordnete Ordner bearbeiten": ticks for the top level and every folder. */
export class EditParentsDialog {
  readonly root: Locator;
  readonly topLevel: Locator;
  readonly folders: Tree;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Übergeordnete Ordner bearbeiten' });
    this.topLevel = this.root.getByRole('checkbox', { name: 'Oberste Ebene' });
    this.folders = new Tree(page, 'Ordner', this.root);
    this.saveButton = this.root.getByRole('button', { name: 'Speichern' });
    this.cancelButton = this.root.getByRole('button', { name: 'Abbrechen' });
  }

  async save() {
    await this.saveButton.click();
    await expect(this.root).toBeHidden();
  }
}

/** The two-step dialog "Neues File erstellen". */
export class NewFileDialog {
  readonly root: Locator;
  readonly fileId: Locator;
  readonly fileName: Locator;
  readonly schemaType: Locator;
  readonly nextButton: Locator;
  readonly backButton: Locator;
  readonly saveButton: Locator;
  /** Step 1 only. */
  readonly cancelButton: Locator;
  /** The × in the corner, on both steps. */
  readonly closeButton: Locator;
  /** Step 2: where the file goes. */
  readonly locations: Tree;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Neues File erstellen' });
    this.fileId = this.root.getByLabel('File ID');
    this.fileName = this.root.getByLabel('File Name');
    this.schemaType = this.root.getByLabel('Schema Type');
    this.nextButton = this.root.getByRole('button', { name: 'Weiter' });
    this.backButton = this.root.getByRole('button', { name: 'Zurück' });
    this.saveButton = this.root.getByRole('button', { name: 'Speichern' });
    this.cancelButton = this.root.getByRole('button', { name: 'Abbrechen' });
    this.closeButton = this.root.getByRole('button', { name: 'Schließen' });
    this.locations = new Tree(page, 'Speicherort', this.root);
  }

  async fillBasics({ name, schema }: { name: string; schema: string }) {
    await this.fileName.fill(name);
    await this.schemaType.selectOption({ label: schema });
  }

  /** Both steps: name and schema, then the folder ("Oberste Ebene" for the top level), then save. */
  async create({ name, schema, folder }: { name: string; schema: string; folder: string }) {
    await this.fillBasics({ name, schema });
    await this.nextButton.click();
    await this.locations.row(folder).click();
    await expect(this.root.getByText(`Gewählt: ${folder}`)).toBeVisible();
    await this.saveButton.click();
    await expect(this.root).toBeHidden();
  }
}

/** "Neues Schema erstellen". */
export class NewSchemaDialog {
  readonly root: Locator;
  readonly schemaId: Locator;
  readonly schemaName: Locator;
  readonly location: Locator;
  readonly saveButton: Locator;
  readonly cancelButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Neues Schema erstellen' });
    this.schemaId = this.root.getByLabel('Schema ID');
    this.schemaName = this.root.getByRole('textbox', { name: 'Schemaname' });
    this.location = this.root.getByLabel('Speicherort');
    this.saveButton = this.root.getByRole('button', { name: 'Speichern' });
    this.cancelButton = this.root.getByRole('button', { name: 'Abbrechen' });
  }

  async create(name: string) {
    await this.schemaName.fill(name);
    await this.saveButton.click();
    await expect(this.root).toBeHidden();
  }
}
