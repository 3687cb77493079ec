import { nestEntries, renumberPositions } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry } from '../../../domain/directory/types';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated/graphql';

/** An entry as the app's tree queries answer it: the fields the app reads (and in a bin, where it was). */
export type LoadedEntry = DirectoryItemFieldsFragment & { restoreParentId?: string | null };

/** The `flat` rows of a directory or bin response: every entry, whatever its depth. */
export type FlatRows = readonly ({ directory: LoadedEntry } | { recycleBin: LoadedEntry })[];

/**
 * A loaded entry as the tree operations take it, with the stored fields the app never reads as an entry
 * the app makes has them. Written out field by field: a tree of 100,000 entries passes through here on
 * every load, and object spreads took ten times as long.
 */
export function entryFromLoaded(entry: LoadedEntry): FlatEntry {
  const flat: FlatEntry = {
    id: entry.id,
    fileId: entry.fileId,
    parentId: entry.parentId,
    position: entry.position,
    name: entry.name,
    fixedNumberOfChildren: null,
    schemaOfChildren: null,
    client: '',
    schemaId: entry.schemaId,
    isLeaf: entry.isLeaf,
    isVisible: entry.isVisible,
    ticked: false,
  };
  if (entry.restoreParentId !== undefined) flat.restoreParentId = entry.restoreParentId;
  return flat;
}

const entryOf = (row: FlatRows[number]) =>
  entryFromLoaded('directory' in row ? row.directory : row.recycleBin);

/**
 * The nested tree of a response, built from its flat rows (complete at any depth), with positions
 * renumbered 1..n among siblings as the spec asks after every fetch.
 */
export function treeFromRows(rows: FlatRows): DirectoryItem[] {
  return renumberPositions(nestEntries(rows.map(entryOf)));
}
