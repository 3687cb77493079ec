import { expect, type Locator, type Page } from '@playwright/test';
import { RecycleBin } from './data-explorer-page';
import { NewSchemaDialog } from './dialogs';
import { SchemaPage } from './schema-page';
import { Tree } from './tree';

/** /SchemaEditor: the schema tree with its bin on the left, the open schema on the right. */
export class SchemaExplorerPage {
  readonly tree: Tree;
  readonly bin: RecycleBin;
  readonly newSchemaButton: Locator;
  readonly schema: SchemaPage;

  constructor(readonly page: Page) {
    this.tree = new Tree(page, 'Schemas');
    this.bin = new RecycleBin(page);
    this.newSchemaButton = page.getByRole('button', { name: 'Neues Schema Erstellen' });
    this.schema = new SchemaPage(page);
  }

  async goto(entryId?: string) {
    await this.page.goto(entryId ? `/SchemaEditor/${entryId}` : '/SchemaEditor');
    await expect(this.newSchemaButton).toBeVisible();
  }

  async openNewSchemaDialog(): Promise<NewSchemaDialog> {
    await this.newSchemaButton.click();
    const dialog = new NewSchemaDialog(this.page);
    await expect(dialog.root).toBeVisible();
    return dialog;
  }

  /** Creates a schema and waits for its page; answers its directory entry id. */
  async createSchema(name: string): Promise<string> {
    const dialog = await this.openNewSchemaDialog();
    await dialog.create(name);
    await expect(this.schema.heading(name)).toBeVisible();
    const entryId = new URL(this.page.url()).pathname.split('/').at(-1);
    if (!entryId) throw new Error(`no entry id in ${this.page.url()}`);
    return entryId;
  }
}
