import type { ConflictSplit } from '../../../domain/file/file-conflict';
import type { FileDataEntry } from '../../../domain/file/types';

/** A save that did not reach the server: its entries stay the user's until saved again. */
export class SaveFailed extends Error {
  constructor(
    readonly entries: FileDataEntry[],
    readonly seen: FileDataEntry[],
    cause: unknown,
  ) {
    super('The file was not saved.', { cause });
  }
}

/**
 * A save refused because someone else (or the user in another tab) changed the same fields meanwhile: the
 * form shows both sides, and only the user's choice is saved.
 */
export class FileConflict extends Error {
  /** The form shows it; no notification. */
  readonly shownInPlace = true;

  constructor(readonly split: ConflictSplit) {
    super('The file changed meanwhile.');
  }

  /** What the user entered, clashing or not. */
  get entries(): FileDataEntry[] {
    return [...this.split.replayable, ...this.split.clashes.map((clash) => clash.mine)];
  }
}
