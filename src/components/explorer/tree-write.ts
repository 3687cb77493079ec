import type { DirectoryItem } from '../../../domain/directory/types';

export interface Trees {
  directory: DirectoryItem[];
  bin: DirectoryItem[];
}

export interface TreeState {
  trees: Trees;
  /** The versions the server gave the trees; a write sends the one it was based on. */
  versions: { directory: number; bin: number };
}

/** One thing the user did to a directory or its bin, waiting to be written. */
export interface TreeWrite {
  /** What the user did, in words, for the message when it is not applied. */
  changes: readonly string[];
  /** Which tree it changes, for the notification once it is written. */
  written: 'directory' | 'bin';
  /** Its effect on the trees: shown at once, and replayed on whatever state it is finally sent from. */
  apply(trees: Trees): Trees;
  /**
   * Writes it to the server on top of `state`. Resolves with the state the server then holds, or null
   * when only a reload can tell; rejects when the server refused or failed.
   */
  send(state: TreeState): Promise<TreeState | null>;
  /**
   * Whether the user's intent still fits these trees: the entry it is about is still where the user saw it.
   * A write refused because someone else wrote first is applied again to the current trees when it fits.
   */
  fits?(trees: Trees): boolean;
  /** Says why it failed; `laterChanges` were queued after it and are dropped too. */
  fail(error: unknown, laterChanges: readonly string[]): void;
}

/** How long a write waits before it is sent, so the optimistic tree paints first. */
export const SEND_DELAY_MS = 120;

/** Applies a write, or leaves the trees as they are when it no longer fits (its entry is gone). */
export function applyWrite(write: TreeWrite, trees: Trees): Trees {
  try {
    return write.apply(trees);
  } catch {
    return trees;
  }
}

/** What the user sees: the unfinished writes on top of the last known server state. */
export function viewOf(writes: readonly TreeWrite[], trees: Trees): Trees {
  return writes.reduce((view, write) => applyWrite(write, view), trees);
}

/** Whether a write refused for a stale version can be made again on these trees. */
export function fitsNow(write: TreeWrite, trees: Trees): boolean {
  try {
    write.apply(trees);
  } catch {
    return false;
  }
  return write.fits?.(trees) ?? false;
}
