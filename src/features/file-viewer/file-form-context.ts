import { createContext, useContext } from 'react';
import type { FileDataEntry, RelatedFileLink } from '../../../domain/file/types';

export interface FileFormContextValue {
  fileId: string;
  /** Compact entry: label and value only. */
  simplified: boolean;
  /**
   * Saves a changed entry in turn with the file's other writes; resolves with whether the server holds it.
   * `seen` is the entry the user changed it from (null: there was none; left out: the one loaded now).
   */
  save: (entry: FileDataEntry, seen?: FileDataEntry | null) => Promise<boolean>;
  relatedFiles: readonly RelatedFileLink[];
}

export const FileFormContext = createContext<FileFormContextValue | null>(null);

export function useFileForm(): FileFormContextValue {
  const context = useContext(FileFormContext);
  if (!context) throw new Error('useFileForm is used outside a file form.');
  return context;
}
