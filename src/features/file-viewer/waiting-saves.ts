import { mergeFileData } from '../../../domain/file/file-data-ops';
import type { FileDataEntry } from '../../../domain/file/types';

/** A change of some of a file's entries, waiting to be saved. */
export interface FileSave {
  entries: FileDataEntry[];
  /** The same elements' entries as the user saw them before changing them (missing: there was none). */
  seen: FileDataEntry[];
}

/**
 * Saves waiting one behind the other as one: the latest entry per element, and what the user saw before
 * the first of them changed it.
 */
export function mergeWaitingSaves(saves: readonly FileSave[]): FileSave {
  const entries = saves.reduce<FileDataEntry[]>((merged, save) => mergeFileData(merged, save.entries), []);
  const seen = saves.reduceRight<FileDataEntry[]>((merged, save) => mergeFileData(merged, save.seen), []);
  return { entries, seen };
}
