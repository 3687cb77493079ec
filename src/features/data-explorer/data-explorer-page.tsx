import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { findItem } from '../../../domain/directory/tree-shape';
import { type DirectoryItem, TREE_DEPTH } from '../../../domain/directory/types';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { dataRecycleBinQueryOptions } from '../../api/data-recycle-bin-query';
import { EditorSplitView } from '../../components/editor-split-view';
import { entryLinkRenderer } from '../../components/explorer/entry-link';
import { ExplorerPane } from '../../components/explorer/explorer-pane';
import { ExplorerTree } from '../../components/explorer/explorer-tree';
import { RecycleBinTree } from '../../components/explorer/recycle-bin-tree';
import { TreeChangesDrawer } from '../../components/explorer/tree-changes-drawer';
import { useTreeChangesParam } from '../../components/explorer/tree-changes-search';
import { useExplorerTrees } from '../../components/explorer/use-explorer-trees';
import { t } from '../../lib/messages/t';
import { DATA_TREE_CONFIG } from './data-tree-config';
import { FolderExportDialog } from './folder-export-dialog';
import { NewFileButton } from './new-file-button';

const renderDataLink = entryLinkRenderer('/DataEditor/$id');

/** The data editor: folders and files with their bin on the left, the open file on the right. */
export function DataExplorerPage() {
  const directory = useSuspenseQuery(dataDirectoryQueryOptions()).data;
  const bin = useSuspenseQuery(dataRecycleBinQueryOptions()).data;
  const trees = useExplorerTrees('DATA', directory, bin);
  const { id = null } = useParams({ strict: false });
  const navigate = useNavigate();
  const [changesOpen, setChangesOpen] = useTreeChangesParam();
  const [exported, setExported] = useState<DirectoryItem | null>(null);

  const leaveIfOpen = (removed: DirectoryItem) => {
    if (id !== null && findItem([removed], id)) void navigate({ to: '/DataEditor' });
  };

  return (
    <EditorSplitView
      sidebar={
        <ExplorerPane
          busy={trees.saving}
          heading={t('editor.data.treeHeading')}
          action={<NewFileButton directory={trees.directory} />}
          tools={<TreeChangesDrawer tree="DATA" open={changesOpen} onOpenChange={setChangesOpen} />}
          bin={<RecycleBinTree trees={trees} />}
        >
          <ExplorerTree
            trees={trees}
            config={DATA_TREE_CONFIG}
            label={t('editor.data.treeHeading')}
            emptyText={t('explorer.data.empty')}
            selectedId={id}
            renderLink={renderDataLink}
            maxDepth={TREE_DEPTH.DATA.directory}
            onRemoved={leaveIfOpen}
            onExport={setExported}
          />
          {exported ? <FolderExportDialog folder={exported} onClose={() => setExported(null)} /> : null}
        </ExplorerPane>
      }
    >
      <Outlet />
    </EditorSplitView>
  );
}
