import { type TreeConfig, treeConfig } from '../tree/tree-config';

/** A recycle bin: restore top-level entries or delete for good; no reordering, no links. */
export const BIN_TREE_CONFIG: TreeConfig = treeConfig((config) => {
  config.menu.visible = false;
  config.menu.delete.moveToRecycleBin = false;
  config.menu.parentEditable = false;
  config.behavior.ticking.parentFromRecycleBin = true;
  config.behavior.selectable = false;
  config.behavior.positionChange = false;
});
