import { type TreeConfig, treeConfig } from '../../components/tree/tree-config';

/** The schema tree: reorder, hide, move to the bin or delete, filter by name. */
export const SCHEMA_TREE_CONFIG: TreeConfig = treeConfig((config) => {
  config.menu.parentEditable = false;
});
