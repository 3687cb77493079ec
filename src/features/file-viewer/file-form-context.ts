import { createContext, useContext } from 'react';
import type { FileDataEntry, RelatedFileLink } from '../../../domain/file/types';
import type { ValueProblem } from '../../../domain/rules/value-rules';
import type { RefusedValue } from './save-errors';

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
  /**
   * Per element, the first rule its value as the form shows it breaks: a value stored before the rule was
   * made. An empty value of a required field is not listed (it says so once the user clears it).
   */
  storedProblems: ReadonlyMap<string, ValueProblem>;
  /** Per element, the value the server refused to save, and the rule it named. */
  refusals: ReadonlyMap<string, RefusedValue>;
}

export const FileFormContext = createContext<FileFormContextValue | null>(null);

export function useFileForm(): FileFormContextValue {
  const context = useContext(FileFormContext);
  if (!context) throw new Error('useFileForm is used outside a file form.');
  return context;
}
