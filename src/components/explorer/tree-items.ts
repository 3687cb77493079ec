import { nestEntries, renumberPositions } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry } from '../../../domain/directory/types';

/** The `flat` rows of a directory or bin response: every entry, whatever its depth. */
export type FlatRows = readonly ({ directory: FlatEntry } | { recycleBin: FlatEntry })[];

const entryOf = (row: FlatRows[number]) => ('directory' in row ? row.directory : row.recycleBin);

/**
 * The nested tree of a response, built from its flat rows (complete at any depth), with positions
 * renumbered 1..n among siblings as the spec asks after every fetch.
 */
export function treeFromRows(rows: FlatRows): DirectoryItem[] {
  return renumberPositions(nestEntries(rows.map(entryOf)));
}
