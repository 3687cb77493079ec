import { nestEntries } from '../../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../../domain/directory/types';
import type { StoredTree } from '../../repositories/directory-repository';

interface TreeParts {
  filter: { frontEndType: string; tree: string; bin: boolean };
  /** Every entry in tree order, without children. */
  flat: DirectoryItem[];
  /** Root entries with their children. */
  nested: DirectoryItem[];
  version: number;
}

function treeParts(stored: StoredTree): TreeParts {
  const { frontEndType, tree, bin } = stored.key;
  return {
    filter: { frontEndType, tree, bin },
    flat: stored.entries.map((entry) => ({ ...entry, children: [] })),
    nested: nestEntries(stored.entries),
    version: stored.version,
  };
}

/** A directory as its query returns it: rows `{ id, directory }`. */
export function directoryResponse(stored: StoredTree) {
  const { flat, nested, ...rest } = treeParts(stored);
  return {
    ...rest,
    flat: flat.map((item) => ({ id: item.id, directory: item })),
    nested: nested.map((item) => ({ id: item.id, directory: item })),
  };
}

/** A recycle bin as its query returns it: rows `{ id, recycleBin }`. */
export function recycleBinResponse(stored: StoredTree) {
  const { flat, nested, ...rest } = treeParts(stored);
  return {
    ...rest,
    flat: flat.map((item) => ({ id: item.id, recycleBin: item })),
    nested: nested.map((item) => ({ id: item.id, recycleBin: item })),
  };
}
