import type { QueryClient } from '@tanstack/react-query';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { fileDataQueryOptions } from '../../api/file-data-query';
import { findDirectoryEntry } from './directory-lookup';

/** The spec's order: once the directory is there, it maps the entry id to a file id and the file loads. */
export async function loadFileEntry(queryClient: QueryClient, id: string): Promise<void> {
  const directory = await queryClient.ensureQueryData(dataDirectoryQueryOptions()).catch(() => null);
  const fileId = directory ? findDirectoryEntry(directory, id)?.fileId : null;
  if (fileId) await queryClient.prefetchQuery(fileDataQueryOptions(fileId));
}
