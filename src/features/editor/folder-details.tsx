import { LuFolder } from 'react-icons/lu';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated';
import { t } from '../../lib/messages/t';
import { DetailList } from './detail-list';
import { EntryHeading } from './entry-heading';

interface FolderDetailsProps {
  entry: DirectoryItemFieldsFragment;
  childCount: number;
}

export function FolderDetails({ entry, childCount }: FolderDetailsProps) {
  return (
    <article>
      <EntryHeading icon={<LuFolder />}>{entry.name}</EntryHeading>
      <DetailList
        details={[
          { label: t('editor.entryId'), value: entry.id, isId: true },
          { label: t('editor.folderEntries'), value: childCount.toLocaleString('de-DE') },
        ]}
      />
    </article>
  );
}
