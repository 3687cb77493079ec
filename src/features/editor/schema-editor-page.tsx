import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemaRecycleBinQueryOptions } from '../../api/schema-recycle-bin-query';
import { directoryEntries, recycleBinEntries } from './directory-entries';
import { EditorSidebar } from './editor-sidebar';
import { EditorSplitView } from './editor-split-view';

export function SchemaEditorPage() {
  const directory = directoryEntries(useSuspenseQuery(schemaDirectoryQueryOptions()).data);
  const recycleBin = recycleBinEntries(useSuspenseQuery(schemaRecycleBinQueryOptions()).data);
  return (
    <EditorSplitView
      sidebar={<EditorSidebar editor="schema" directory={directory} recycleBin={recycleBin} />}
    >
      <Outlet />
    </EditorSplitView>
  );
}
