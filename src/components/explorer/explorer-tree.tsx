import type { ReactNode } from 'react';
import type { DirectoryItem } from '../../../domain/directory/types';
import { DirectoryTree } from '../tree/directory-tree';
import type { TreeConfig } from '../tree/tree-config';
import type { ExplorerTrees } from './use-explorer-trees';

interface ExplorerTreeProps {
  trees: ExplorerTrees;
  config: TreeConfig;
  label: string;
  emptyText: string;
  /** The entry open in the right pane. */
  selectedId: string | null;
  renderLink: (item: DirectoryItem, content: ReactNode) => ReactNode;
  /** Deepest level the directory may have (root = 1). */
  maxDepth: number;
  /** Told once an entry went to the bin or was deleted on the server, e.g. to leave its page. */
  onRemoved: (item: DirectoryItem) => void;
  /** Opens the table of a schema's files, from a schema entry's menu. */
  onShowFiles?: (schemaId: string) => void;
  /** Exports a folder, from its menu. */
  onExport?: (folder: DirectoryItem) => void;
}

/** An editor's directory tree; every change is written through the explorer's write queue. */
export function ExplorerTree({
  trees,
  config,
  label,
  emptyText,
  selectedId,
  renderLink,
  maxDepth,
  onRemoved,
  onShowFiles,
  onExport,
}: ExplorerTreeProps) {
  return (
    <DirectoryTree
      items={trees.directory}
      expansionKey={trees.expansionKey}
      revealIds={trees.revealIds}
      config={config}
      label={label}
      emptyText={emptyText}
      selectedId={selectedId}
      renderLink={renderLink}
      maxDepth={maxDepth}
      maxHeight="100%"
      onChange={(_items, change) => trees.change(change)}
      onCreateFolder={trees.createFolder}
      onEditParents={trees.editParents}
      onShowFiles={onShowFiles}
      onExport={onExport}
      onDelete={(item, mode) => {
        if (mode === 'recycle') trees.moveToBin(item, () => onRemoved(item));
        else trees.remove(item, 'directory', () => onRemoved(item));
      }}
    />
  );
}
