import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { findItem } from '../../../domain/directory/tree-shape';
import { type DirectoryItem, TREE_DEPTH } from '../../../domain/directory/types';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemaRecycleBinQueryOptions } from '../../api/schema-recycle-bin-query';
import { EditorSplitView } from '../../components/editor-split-view';
import { entryLinkRenderer } from '../../components/explorer/entry-link';
import { ExplorerPane } from '../../components/explorer/explorer-pane';
import { ExplorerTree } from '../../components/explorer/explorer-tree';
import { RecycleBinTree } from '../../components/explorer/recycle-bin-tree';
import { TreeChangesDrawer } from '../../components/explorer/tree-changes-drawer';
import { useTreeChangesParam } from '../../components/explorer/tree-changes-search';
import { useExplorerTrees } from '../../components/explorer/use-explorer-trees';
import { t } from '../../lib/messages/t';
import { NewSchemaButton } from './new-schema-button';
import { SCHEMA_TREE_CONFIG } from './schema-tree-config';

const renderSchemaLink = entryLinkRenderer('/SchemaEditor/$id');

/** The schema editor: folders and schemas with their bin on the left, the open schema on the right. */
export function SchemaExplorerPage() {
  const directory = useSuspenseQuery(schemaDirectoryQueryOptions()).data;
  const bin = useSuspenseQuery(schemaRecycleBinQueryOptions()).data;
  const trees = useExplorerTrees('SCHEMA', directory, bin);
  const { id = null } = useParams({ strict: false });
  const navigate = useNavigate();
  const [changesOpen, setChangesOpen] = useTreeChangesParam();

  const leaveIfOpen = (removed: DirectoryItem) => {
    if (id !== null && findItem([removed], id)) void navigate({ to: '/SchemaEditor' });
  };

  return (
    <EditorSplitView
      sidebar={
        <ExplorerPane
          busy={trees.saving}
          heading={t('editor.schema.treeHeading')}
          action={<NewSchemaButton />}
          tools={<TreeChangesDrawer tree="SCHEMA" open={changesOpen} onOpenChange={setChangesOpen} />}
          bin={<RecycleBinTree trees={trees} />}
        >
          <ExplorerTree
            trees={trees}
            config={SCHEMA_TREE_CONFIG}
            label={t('editor.schema.treeHeading')}
            emptyText={t('explorer.schema.empty')}
            selectedId={id}
            renderLink={renderSchemaLink}
            maxDepth={TREE_DEPTH.SCHEMA.directory}
            onRemoved={leaveIfOpen}
            onShowFiles={(schemaId) =>
              void navigate({ to: '/DataEditor/schema/$schemaId', params: { schemaId } })
            }
          />
        </ExplorerPane>
      }
    >
      <Outlet />
    </EditorSplitView>
  );
}
