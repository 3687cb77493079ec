import { createContext, useContext } from 'react';
import type { FileDataEntry, RelatedFileLink } from '../../../domain/file/types';
import type { FileWrite } from './file-write-queue';

export interface FileFormContextValue {
  fileId: string;
  /** Compact entry: label and value only. */
  simplified: boolean;
  /** Queues a changed entry; resolves once the server holds it. */
  save: (entry: FileDataEntry) => Promise<void>;
  /** Runs another write to the file (its related files) in turn with the saves. */
  write: (write: FileWrite) => Promise<void>;
  relatedFiles: readonly RelatedFileLink[];
}

export const FileFormContext = createContext<FileFormContextValue | null>(null);

export function useFileForm(): FileFormContextValue {
  const context = useContext(FileFormContext);
  if (!context) throw new Error('useFileForm is used outside a file form.');
  return context;
}
