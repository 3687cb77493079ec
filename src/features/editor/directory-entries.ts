import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated';

/** An entry as the directory and bin queries return it; the deepest level they select has no children. */
export type TreeEntry = DirectoryItemFieldsFragment & { children?: TreeEntry[] };

export interface TreeEntries {
  /** Every entry at every depth. */
  flat: DirectoryItemFieldsFragment[];
  /** The root entries with their children. */
  nested: TreeEntry[];
}

interface DirectoryResponse {
  flat: { directory: DirectoryItemFieldsFragment }[];
  nested: { directory: TreeEntry }[];
}

interface RecycleBinResponse {
  flat: { recycleBin: DirectoryItemFieldsFragment }[];
  nested: { recycleBin: TreeEntry }[];
}

export function directoryEntries(response: DirectoryResponse): TreeEntries {
  return {
    flat: response.flat.map((row) => row.directory),
    nested: response.nested.map((row) => row.directory),
  };
}

export function recycleBinEntries(response: RecycleBinResponse): TreeEntries {
  return {
    flat: response.flat.map((row) => row.recycleBin),
    nested: response.nested.map((row) => row.recycleBin),
  };
}

/** Siblings in their 1-based position order. */
export function byPosition<T extends { position: number }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.position - b.position);
}

export function findEntry(entries: TreeEntries, id: string): DirectoryItemFieldsFragment | undefined {
  return entries.flat.find((entry) => entry.id === id);
}

export function countChildren(entries: TreeEntries, parentId: string): number {
  return entries.flat.filter((entry) => entry.parentId === parentId).length;
}

/** The first directory entry that holds a given file or schema. */
export function entryOf(entries: TreeEntries, fileId: string): DirectoryItemFieldsFragment | undefined {
  return entries.flat.find((entry) => entry.fileId === fileId);
}
