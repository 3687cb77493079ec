/**
 * Page objects of Alloy for Playwright specs. Every locator is role-based and uses the German names a
 * user sees, so specs keep working when markup or styling changes.
 */
export { DataExplorerPage, RecycleBin } from './data-explorer-page';
export {
  DeleteEntryDialog,
  EditParentsDialog,
  FolderDialog,
  NewFileDialog,
  NewSchemaDialog,
} from './dialogs';
export { type AffixType, type Component, ElementEditor } from './element-editor';
export {
  FileViewer,
  ImageField,
  RelationshipDialog,
  RelationshipField,
  RichTextField,
  TableField,
} from './file-viewer';
export { LoginPage } from './login-page';
export { MainLayout, type MenuEntry } from './main-layout';
export { SchemaExplorerPage } from './schema-explorer-page';
export { SchemaPage } from './schema-page';
export { toast } from './toasts';
export { type RowAction, Tree } from './tree';
