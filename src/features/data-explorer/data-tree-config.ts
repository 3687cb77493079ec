import { type TreeConfig, treeConfig } from '../../components/tree/tree-config';

/** The data tree: reorder, hide, edit a file's folders, move to the bin or delete, filter by name. */
export const DATA_TREE_CONFIG: TreeConfig = treeConfig();
