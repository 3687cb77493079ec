import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { dataRecycleBinQueryOptions } from '../../api/data-recycle-bin-query';
import { directoryEntries, recycleBinEntries } from './directory-entries';
import { EditorSidebar } from './editor-sidebar';
import { EditorSplitView } from './editor-split-view';

export function DataEditorPage() {
  const directory = directoryEntries(useSuspenseQuery(dataDirectoryQueryOptions()).data);
  const recycleBin = recycleBinEntries(useSuspenseQuery(dataRecycleBinQueryOptions()).data);
  return (
    <EditorSplitView sidebar={<EditorSidebar editor="data" directory={directory} recycleBin={recycleBin} />}>
      <Outlet />
    </EditorSplitView>
  );
}
