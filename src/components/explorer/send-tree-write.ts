import { MAX_REBASES } from '../../lib/graphql/error-codes';
import { fitsNow, SEND_DELAY_MS, type TreeState, type TreeWrite } from './tree-write';

export interface TreeWriteContext {
  /** The trees as last loaded from (or written to) the server. */
  loaded(): TreeState;
  /** Loads both trees again; resolves when they are in. */
  reload(): Promise<void>;
  /** Keeps what the server holds after a write, so the next write is made on its version. */
  keep(state: TreeState): void;
  /** Writes of the same trees waiting behind this one, in order. */
  waiting(): TreeWrite[];
  /** Marks writes whose effect the loaded trees now show, or that were given up: they send nothing. */
  settle(writes: readonly TreeWrite[]): void;
  /** Whether a write was refused only because it was based on an older version of the tree. */
  isStale(error: unknown): boolean;
  /** Whether the user who made the write is still the one signed in: no write goes under another's session. */
  signedIn(): boolean;
}

/** The user who made a write signed out before it was sent: it is dropped without a word. */
export class SignedOut extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one write on the version the last write left, and answers which tree it wrote (null: nothing was
 * sent). A write refused because someone else wrote first is made again on the reloaded trees while its
 * entry is still where the user saw it; one that no longer fits gives up the writes waiting behind it and
 * says what was lost.
 */
export async function sendTreeWrite(
  write: TreeWrite,
  context: TreeWriteContext,
): Promise<{ written: TreeWrite['written'] } | null> {
  await pause(SEND_DELAY_MS);
  for (let attempt = 1; ; attempt++) {
    if (!context.signedIn()) {
      context.settle([write]);
      throw new SignedOut('The user signed out before the tree write was sent.');
    }
    const before = context.loaded();
    let after: TreeState | null;
    try {
      after = await write.send(before);
    } catch (error) {
      await reloadQuietly(context);
      // Someone else changed the tree meanwhile, elsewhere: the same change is made on the current tree.
      if (attempt < MAX_REBASES && context.isStale(error) && fitsNow(write, context.loaded().trees)) continue;
      const dropped = context.waiting();
      context.settle([write, ...dropped]);
      write.fail(
        error,
        dropped.flatMap((waiting) => waiting.changes),
      );
      throw error;
    }
    if (after) {
      context.settle([write]);
      context.keep(after);
    } else {
      await reloadQuietly(context);
      context.settle([write]);
    }
    // A change that no longer changes anything sent nothing, and says nothing.
    return after === before ? null : { written: write.written };
  }
}

async function reloadQuietly(context: TreeWriteContext) {
  try {
    await context.reload();
  } catch (error) {
    console.error('Reloading the directory failed', error);
  }
}
