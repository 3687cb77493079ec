import type { QueryClient } from '@tanstack/react-query';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { fileDataQueryOptions } from '../../api/file-data-query';
import { directoryEntries, findEntry } from './directory-entries';

/** The spec's order: the directory maps the entry id to a file id, then the file loads. */
export async function loadDataEntry(queryClient: QueryClient, id: string): Promise<void> {
  const directory = await queryClient.ensureQueryData(dataDirectoryQueryOptions()).catch(() => null);
  const fileId = directory ? findEntry(directoryEntries(directory), id)?.fileId : null;
  if (fileId) await queryClient.prefetchQuery(fileDataQueryOptions(fileId));
}
