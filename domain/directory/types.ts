/** Root parent id of every entry at the top of a recycle bin. */
export const BIN_PARENT_ID = 'bin';

/** Which of a client's trees an entry lives in. */
export type TreeKind = 'DATA' | 'SCHEMA';

/** Levels a client reads (root counts as one); writes deeper than this are refused. */
export const TREE_DEPTH = {
  DATA: { directory: 6, bin: 6 },
  SCHEMA: { directory: 3, bin: 6 },
} as const satisfies Record<TreeKind, { directory: number; bin: number }>;

/** One directory or recycle-bin entry, as the API returns it (children nested). */
export interface DirectoryItem {
  id: string;
  /** File id (data tree) or schema id (schema tree); null for folders. */
  fileId: string | null;
  /** Parent entry id; null at the root of a directory, 'bin' at the root of a bin. */
  parentId: string | null;
  /** 1-based among siblings. */
  position: number;
  name: string;
  fixedNumberOfChildren: number | null;
  schemaOfChildren: string | null;
  client: string;
  schemaId: string | null;
  isLeaf: boolean;
  isVisible: boolean;
  ticked: boolean;
  /** In a recycle bin: the parent the entry had before it was binned (null: the root). */
  restoreParentId?: string | null;
  children: DirectoryItem[];
}

/** An entry without children: the stored and the `flat` form. */
export type FlatEntry = Omit<DirectoryItem, 'children'>;

/** A row of a directory response (`flat` or `nested`); `id` is the entry's id. */
export interface DirectoryRow {
  id: string;
  directory: DirectoryItem;
}
