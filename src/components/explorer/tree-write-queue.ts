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
  /** A whole-tree save absorbs the next one while it waits, so quick changes go out as one write. */
  merge?(next: TreeWrite): TreeWrite | null;
}

/**
 * How long a write waits before it is sent: the optimistic tree paints first (serialising a large tree
 * takes a while), and a burst of clicks goes out as one merged save.
 */
export const SEND_DELAY_MS = 120;

export interface TreeWriteQueueOptions {
  /** The trees as last loaded from the server. */
  loaded(): TreeState;
  /** Loads both trees (and whatever else a write changed) again; resolves when they are in. */
  reload(): Promise<void>;
  /** Whether a write was refused only because it was based on an older version of the tree. */
  isStale(error: unknown): boolean;
}

/** How often one write is applied again after someone else's write overtook it, before it is given up. */
export const MAX_REBASES = 5;

export interface QueueSnapshot {
  /** What the server holds after the last write, until the next reload; null: the loaded trees. */
  base: TreeState | null;
  /** Unfinished writes in order; the first may be on its way. */
  writes: readonly TreeWrite[];
}

/** Applies a write, or leaves the trees as they are when it no longer fits (its entry is gone). */
export function applyWrite(write: TreeWrite, trees: Trees): Trees {
  try {
    return write.apply(trees);
  } catch {
    return trees;
  }
}

/** What the user sees: the unfinished writes on top of the last known server state. */
export function viewOf(snapshot: QueueSnapshot, loaded: TreeState): Trees {
  return snapshot.writes.reduce((trees, write) => applyWrite(write, trees), (snapshot.base ?? loaded).trees);
}

/**
 * Sends the writes of one directory and its bin one after the other, each based on the version the
 * previous one left, so the user's own quick changes never collide. A write refused because someone else
 * wrote first is made again on the reloaded trees while its entry is still where the user saw it; one that
 * no longer fits drops the writes queued after it and says what was lost.
 */
export class TreeWriteQueue {
  private snapshot: QueueSnapshot = { base: null, writes: [] };
  private readonly listeners = new Set<() => void>();
  private running = false;
  private scheduled = false;

  constructor(private readonly options: TreeWriteQueueOptions) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snapshot;

  enqueue(write: TreeWrite): void {
    const { writes } = this.snapshot;
    const last = writes.at(-1);
    // The first write may be on its way already; only a waiting one can absorb another.
    const merged = last && (writes.length > 1 || !this.running) ? last.merge?.(write) : null;
    this.update({ writes: merged ? [...writes.slice(0, -1), merged] : [...writes, write] });
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      void this.run();
    }, SEND_DELAY_MS);
  }

  private update(change: Partial<QueueSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  private async run() {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const write = this.snapshot.writes[0];
        if (write) {
          await this.send(write);
          continue;
        }
        if (this.snapshot.base === null) return;
        await this.reload();
        this.update({ base: null });
      }
    } finally {
      this.running = false;
    }
  }

  private async send(write: TreeWrite) {
    for (let attempt = 1; ; attempt++) {
      const before = this.snapshot.base ?? this.options.loaded();
      let after: TreeState | null;
      try {
        after = await write.send(before);
      } catch (error) {
        await this.reload();
        this.update({ base: null });
        // Someone else changed the tree meanwhile, elsewhere: the same change is made on the current tree.
        if (attempt < MAX_REBASES && this.options.isStale(error) && this.fits(write)) continue;
        const later = this.snapshot.writes.slice(1).flatMap((queued) => queued.changes);
        this.update({ writes: [] });
        write.fail(error, later);
        return;
      }
      if (after === null) await this.reload();
      this.update({ base: after, writes: this.snapshot.writes.slice(1) });
      return;
    }
  }

  private fits(write: TreeWrite): boolean {
    const { trees } = this.options.loaded();
    try {
      write.apply(trees);
    } catch {
      return false;
    }
    return write.fits?.(trees) ?? false;
  }

  private async reload() {
    try {
      await this.options.reload();
    } catch (error) {
      console.error('Reloading the directory failed', error);
    }
  }
}
