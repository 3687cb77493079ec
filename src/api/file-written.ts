import type { QueryClient } from '@tanstack/react-query';
import { mergeFileData } from '../../domain/file/file-data-ops';
import { parseFileData } from '../../domain/file/file-input';
import type { FileDataEntry } from '../../domain/file/types';
import { fileDataQueryOptions } from './file-data-query';

/** The writes to one file run one after another, each at the version the one before left. */
export const fileScope = (fileId: string) => ({ id: `file:${fileId}` });

/** The file as last read or written; a write is made at its version. */
export async function loadedFile(queryClient: QueryClient, fileId: string) {
  return queryClient.ensureQueryData(fileDataQueryOptions(fileId));
}

export interface Written {
  version: number | null | undefined;
  /** Entries the server now holds as sent. */
  entries?: FileDataEntry[];
  label?: string;
}

/** Keeps what a write left on the server in the cache, so the next write is made at its version. */
export function keepWritten(queryClient: QueryClient, fileId: string, { version, entries, label }: Written) {
  if (typeof version !== 'number') return;
  queryClient.setQueryData(fileDataQueryOptions(fileId).queryKey, (file) =>
    file
      ? {
          ...file,
          version,
          ...(label ? { label } : {}),
          ...(entries ? { data: mergeFileData(parseFileData(file.data, 'data'), entries) } : {}),
        }
      : file,
  );
}
