import { useSuspenseQuery } from '@tanstack/react-query';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemasQueryOptions } from '../../api/schemas-query';
import { countChildren, directoryEntries, entryOf, findEntry } from './directory-entries';
import { EntryNotFound } from './entry-not-found';
import { FileDetails } from './file-details';
import { FolderDetails } from './folder-details';

/** The right pane of the data editor for one directory entry: a folder or a file. */
export function DataEntryDetails({ id }: { id: string }) {
  const directory = directoryEntries(useSuspenseQuery(dataDirectoryQueryOptions()).data);
  const schemaDirectory = directoryEntries(useSuspenseQuery(schemaDirectoryQueryOptions()).data);
  const { data: schemas } = useSuspenseQuery(schemasQueryOptions());

  const entry = findEntry(directory, id);
  if (!entry) return <EntryNotFound id={id} />;
  if (entry.fileId === null) return <FolderDetails entry={entry} childCount={countChildren(directory, id)} />;

  const schemaOf = (schemaId: string) => {
    const schema = schemas.find((candidate) => candidate.id === schemaId);
    return schema && { label: schema.label, directoryId: entryOf(schemaDirectory, schemaId)?.id };
  };
  return <FileDetails key={entry.fileId} entry={entry} fileId={entry.fileId} schemaOf={schemaOf} />;
}
