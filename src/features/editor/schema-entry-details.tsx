import { useSuspenseQuery } from '@tanstack/react-query';
import { LuShapes, LuTriangleAlert } from 'react-icons/lu';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { t } from '../../lib/messages/t';
import { DetailList } from './detail-list';
import { countChildren, directoryEntries, findEntry } from './directory-entries';
import { EntryHeading } from './entry-heading';
import { EntryMessage } from './entry-message';
import { EntryNotFound } from './entry-not-found';
import { FolderDetails } from './folder-details';

/** The right pane of the schema editor for one directory entry: a folder or a schema. */
export function SchemaEntryDetails({ id }: { id: string }) {
  const directory = directoryEntries(useSuspenseQuery(schemaDirectoryQueryOptions()).data);
  const { data: schemas } = useSuspenseQuery(schemasQueryOptions());

  const entry = findEntry(directory, id);
  if (!entry) return <EntryNotFound id={id} />;
  if (entry.fileId === null) return <FolderDetails entry={entry} childCount={countChildren(directory, id)} />;

  const schema = schemas.find((candidate) => candidate.id === entry.fileId);
  if (!schema) {
    return (
      <EntryMessage
        icon={<LuTriangleAlert />}
        title={entry.name}
        description={t('editor.schemaMissing')}
        role="alert"
      />
    );
  }
  const topLevelElements = Array.isArray(schema.elements) ? schema.elements.length : 0;
  return (
    <article>
      <EntryHeading icon={<LuShapes />}>{schema.label}</EntryHeading>
      <DetailList
        details={[
          { label: t('editor.entryId'), value: entry.id, isId: true },
          { label: t('editor.schemaId'), value: schema.id, isId: true },
          { label: t('editor.elementCount'), value: topLevelElements.toLocaleString('de-DE') },
        ]}
      />
    </article>
  );
}
