import { expect, type Locator, type Page } from '@playwright/test';
import { DeleteEntryDialog, EditParentsDialog, FolderDialog, NewFileDialog } from './dialogs';
import { FileViewer } from './file-viewer';
import { Tree } from './tree';

/** /DataEditor: the data tree with its bin on the left, the open file on the right. */
export class DataExplorerPage {
  readonly tree: Tree;
  readonly bin: RecycleBin;
  readonly newFileButton: Locator;
  readonly newFolderButton: Locator;
  readonly splitter: Locator;
  readonly viewer: FileViewer;

  constructor(readonly page: Page) {
    this.tree = new Tree(page, 'Dateien');
    this.bin = new RecycleBin(page);
    this.newFileButton = page.getByRole('button', { name: 'Neue Datei Erstellen' });
    this.newFolderButton = page.getByRole('button', { name: 'Neuer Ordner', exact: true });
    this.splitter = page.getByRole('separator', { name: 'Breite des Verzeichnisses ändern' });
    this.viewer = new FileViewer(page);
  }

  async goto(entryId?: string) {
    await this.page.goto(entryId ? `/DataEditor/${entryId}` : '/DataEditor');
    await expect(this.newFileButton).toBeVisible();
  }

  async openNewFileDialog(): Promise<NewFileDialog> {
    await this.newFileButton.click();
    const dialog = new NewFileDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  /** A top-level folder, or a sub-folder through the parent's row menu. */
  async createFolder(name: string, parent?: string) {
    if (parent) await this.tree.choose(parent, 'Neuer Ordner');
    else await this.newFolderButton.click();
    await new FolderDialog(this.page, 'Neuer Ordner').save(name);
    await expect(this.tree.row(name)).toBeVisible();
  }

  async createFile(file: { name: string; schema: string; folder: string }) {
    const dialog = await this.openNewFileDialog();
    await dialog.create(file);
    await expect(this.viewer.heading(file.name)).toBeVisible();
  }

  async openFile(name: string) {
    await this.tree.open(name);
    await expect(this.viewer.heading(name)).toBeVisible();
  }

  async moveToBin(name: string) {
    await this.tree.choose(name, 'Löschen');
    await new DeleteEntryDialog(this.page).moveToBin();
    await expect(this.tree.row(name)).toHaveCount(0);
    await this.tree.saved();
  }

  async editParents(name: string): Promise<EditParentsDialog> {
    await this.tree.choose(name, 'Übergeordnete Ordner bearbeiten');
    const dialog = new EditParentsDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }
}

/** The recycle bin below a directory tree: restore or delete for good. */
export class RecycleBin extends Tree {
  constructor(page: Page) {
    super(page, 'Papierkorb');
  }

  async restore(name: string) {
    await this.choose(name, 'Wiederherstellen');
    await expect(this.row(name)).toHaveCount(0);
    await this.saved();
  }

  async deleteForGood(name: string) {
    await this.choose(name, 'Löschen');
    await new DeleteEntryDialog(this.page).deleteForGood();
    await expect(this.row(name)).toHaveCount(0);
    await this.saved();
  }
}
