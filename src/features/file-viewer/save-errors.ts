import type { ConflictSplit } from '../../../domain/file/file-conflict';
import type { FileDataEntry } from '../../../domain/file/types';
import { graphQLErrors } from '../../lib/graphql/error-codes';

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

/** A value the server refused for breaking a rule it checks (another file holds a `unique` value, say). */
export interface RefusedValue {
  elementId: string;
  /** The rule the server named (`extensions.rule`); null when it named none. */
  rule: string | null;
  entry: FileDataEntry;
}

/**
 * A save the server refused values of: the fields show why, and the values stay the user's until they
 * change them (then they go again, with what the user saw before the refused save).
 */
export class ValueRefused extends Error {
  /** The fields show it; no notification. */
  readonly shownInPlace = true;

  constructor(
    readonly refused: RefusedValue[],
    readonly seen: FileDataEntry[],
  ) {
    super('The server refused a value.');
  }

  get entries(): FileDataEntry[] {
    return this.refused.map((value) => value.entry);
  }
}

/** The entry of `entries` a BAD_USER_INPUT refusal names by `extensions.elementId`, with its rule. */
export function refusedValue(error: unknown, entries: readonly FileDataEntry[]): RefusedValue | null {
  for (const { extensions } of graphQLErrors(error)) {
    if (extensions?.code !== 'BAD_USER_INPUT' || typeof extensions.elementId !== 'string') continue;
    const entry = entries.find((candidate) => candidate.elementId === extensions.elementId);
    if (entry) {
      const rule = typeof extensions.rule === 'string' ? extensions.rule : null;
      return { elementId: entry.elementId, rule, entry };
    }
  }
  return null;
}
