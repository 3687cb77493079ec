import { nestEntries } from '../../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../../domain/directory/types';
import { entryFromLoaded } from '../../components/explorer/tree-items';
import type { DirectoryItemFieldsFragment } from '../../lib/graphql/generated/graphql';

/** A directory as the directory queries return it: every entry at every depth under `flat`. */
export interface FlatDirectory {
  flat: readonly { directory: DirectoryItemFieldsFragment }[];
}

export function findDirectoryEntry(directory: FlatDirectory, id: string) {
  return directory.flat.find((row) => row.directory.id === id)?.directory;
}

export function countDirectChildren(directory: FlatDirectory, id: string): number {
  return directory.flat.filter((row) => row.directory.parentId === id).length;
}

/** The first entry that holds a file or schema, for links to its editor page. */
export function entryIdOf(directory: FlatDirectory, fileId: string): string | undefined {
  return directory.flat.find((row) => row.directory.fileId === fileId)?.directory.id;
}

/** The whole directory nested, each level in position order. */
export function directoryTree(directory: FlatDirectory): DirectoryItem[] {
  return nestEntries(directory.flat.map((row) => entryFromLoaded(row.directory)));
}
