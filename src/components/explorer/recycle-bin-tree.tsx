import { t } from '../../lib/messages/t';
import { DirectoryTree } from '../tree/directory-tree';
import { BIN_TREE_CONFIG } from './bin-tree-config';
import { renderTitled } from './entry-link';
import type { ExplorerTrees } from './use-explorer-trees';

/** The recycle bin below a directory: restore top-level entries or delete entries for good. */
export function RecycleBinTree({ trees }: { trees: ExplorerTrees }) {
  return (
    <DirectoryTree
      items={trees.bin}
      expansionKey={trees.expansionKey}
      config={BIN_TREE_CONFIG}
      label={t('explorer.bin.label')}
      emptyText={t('explorer.bin.empty')}
      renderLink={renderTitled}
      maxHeight="min(28vh, 14rem)"
      onRestore={trees.restore}
      onDelete={(item) => trees.remove(item, 'bin')}
    />
  );
}
