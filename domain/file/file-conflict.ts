import { jsonEqual } from '../schema/json-equal';
import type { FileDataEntry } from './types';

/** One field a refused save and someone else's write both changed, each to its own value. */
export interface FieldClash {
  elementId: string;
  /** What the file holds now; undefined when it holds nothing for the element. */
  stored: FileDataEntry | undefined;
  /** What the user entered. */
  mine: FileDataEntry;
}

export interface ConflictSplit {
  clashes: FieldClash[];
  /** Entries nobody else changed: they can be saved again on top of what is stored. */
  replayable: FileDataEntry[];
}

const sameEntry = (a: FileDataEntry | undefined, b: FileDataEntry | undefined) =>
  jsonEqual(a ? { ...a, elementId: undefined } : undefined, b ? { ...b, elementId: undefined } : undefined);

const byElement = (entries: readonly FileDataEntry[]) =>
  new Map(entries.map((entry) => [entry.elementId, entry]));

/**
 * Sorts the entries of a save that was refused because the file changed meanwhile: an entry whose stored
 * value is still the one the user started from goes again, one already stored as the user has it needs
 * nothing, and one someone else changed to another value clashes: only the user can choose.
 */
export function splitConflict(
  sent: readonly FileDataEntry[],
  seen: readonly FileDataEntry[],
  stored: readonly FileDataEntry[],
): ConflictSplit {
  const before = byElement(seen);
  const now = byElement(stored);
  const split: ConflictSplit = { clashes: [], replayable: [] };
  for (const mine of sent) {
    const current = now.get(mine.elementId);
    if (sameEntry(current, mine)) continue;
    if (sameEntry(current, before.get(mine.elementId))) split.replayable.push(mine);
    else split.clashes.push({ elementId: mine.elementId, stored: current, mine });
  }
  return split;
}

/**
 * What a save started from, corrected for the tab's own earlier saves (`ownWrites`, the last entry it wrote
 * per element): a field the file still holds as the tab itself wrote it last is what the user typed on,
 * whatever older value the draft of this save started from.
 */
export function seenAfterOwnWrites(
  seen: readonly FileDataEntry[],
  stored: readonly FileDataEntry[],
  ownWrites: ReadonlyMap<string, FileDataEntry>,
): FileDataEntry[] {
  const now = byElement(stored);
  const result = byElement(seen);
  for (const [elementId, own] of ownWrites) {
    const current = now.get(elementId);
    if (current && sameEntry(current, own)) result.set(elementId, current);
  }
  return [...result.values()];
}

/** Several open conflicts of one file as one: per field the latest clash, then the entries to save again. */
export function mergeConflicts(splits: readonly ConflictSplit[]): ConflictSplit {
  const clashes = new Map<string, FieldClash>();
  const replayable = new Map<string, FileDataEntry>();
  for (const split of splits) {
    for (const clash of split.clashes) {
      replayable.delete(clash.elementId);
      clashes.set(clash.elementId, clash);
    }
    for (const entry of split.replayable) {
      clashes.delete(entry.elementId);
      replayable.set(entry.elementId, entry);
    }
  }
  return { clashes: [...clashes.values()], replayable: [...replayable.values()] };
}
