import { useSuspenseQuery } from '@tanstack/react-query';
import { LuFileQuestion, LuFolder } from 'react-icons/lu';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { t } from '../../lib/messages/t';
import { countDirectChildren, findDirectoryEntry } from './directory-lookup';
import { FileView } from './file-view';
import { ViewerNotice } from './viewer-notice';

/** The right pane of the data editor: the directory maps the entry id to a file, whose form shows. */
export function FileViewer({ id }: { id: string }) {
  const { data: directory } = useSuspenseQuery(dataDirectoryQueryOptions());
  const entry = findDirectoryEntry(directory, id);
  if (!entry) {
    return (
      <ViewerNotice
        icon={<LuFileQuestion />}
        title={t('file.notFoundHeading')}
        description={t('file.notFound', { id })}
        role="alert"
      />
    );
  }
  if (entry.fileId === null) {
    return (
      <ViewerNotice
        icon={<LuFolder />}
        title={t('file.folderHeading', { name: entry.name })}
        description={t('file.folderText', { count: countDirectChildren(directory, id) })}
      />
    );
  }
  return <FileView key={entry.fileId} fileId={entry.fileId} entryName={entry.name} />;
}
