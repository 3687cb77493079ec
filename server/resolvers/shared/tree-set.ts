import { DIRECTORY_LIMITS } from '../../../domain/directory/directory-input';
import { flattenTree, nestEntries, renumberPositions } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry, TreeKind } from '../../../domain/directory/types';
import type { Queryable } from '../../db/database';
import { badInput } from '../../errors';
import { lockTrees, type StoredTree, writeTree } from '../../repositories/directory-repository';

type LockedTree = Omit<StoredTree, 'entries'> & { entries: FlatEntry[] | null };

interface WorkingTree {
  stored: LockedTree;
  /** Null for the tree locked to be replaced whole, until it is (see `lockToReplace`). */
  entries: FlatEntry[] | null;
  changed: boolean;
}

/**
 * The locked trees of one client inside a write transaction: change them in memory, then `save` writes
 * every changed tree once, each guarded by the version it was read with.
 */
export class TreeSet {
  readonly #trees: WorkingTree[];

  private constructor(
    trees: LockedTree[],
    readonly frontEndType: string,
  ) {
    this.#trees = trees.map((stored) => ({ stored, entries: stored.entries, changed: false }));
  }

  static async lock(
    tx: Queryable,
    client: string,
    frontEndType: string,
    kinds: TreeKind[],
  ): Promise<TreeSet> {
    return new TreeSet(await lockTrees(tx, client, frontEndType, kinds), frontEndType);
  }

  /**
   * Like `lock`, for a write that replaces one tree (of `frontEndType`) whole and reads nothing of it
   * but its version: its entries are not read, and asking for them before `replaceEntries` throws.
   */
  static async lockToReplace(
    tx: Queryable,
    client: string,
    frontEndType: string,
    kinds: TreeKind[],
    replacing: { tree: TreeKind; bin: boolean },
  ): Promise<TreeSet> {
    const trees = await lockTrees(tx, client, frontEndType, kinds, { frontEndType, ...replacing });
    return new TreeSet(trees, frontEndType);
  }

  #find(kind: TreeKind, bin: boolean): WorkingTree {
    const tree = this.#trees.find(
      ({ stored: { key } }) => key.tree === kind && key.bin === bin && key.frontEndType === this.frontEndType,
    );
    if (!tree) throw new Error(`Tree ${kind}/${bin ? 'bin' : 'directory'} was not locked.`);
    return tree;
  }

  /** The tree's stored version (after `save`, the one just written). */
  version(kind: TreeKind, bin: boolean): number {
    return this.#find(kind, bin).stored.version;
  }

  entries(kind: TreeKind, bin: boolean): FlatEntry[] {
    return entriesOf(this.#find(kind, bin));
  }

  items(kind: TreeKind, bin: boolean): DirectoryItem[] {
    return nestEntries(entriesOf(this.#find(kind, bin)));
  }

  replaceEntries(kind: TreeKind, bin: boolean, entries: FlatEntry[]): void {
    const tree = this.#find(kind, bin);
    tree.entries = entries;
    tree.changed = true;
  }

  replaceItems(kind: TreeKind, bin: boolean, items: DirectoryItem[]): void {
    this.replaceEntries(kind, bin, flattenTree(renumberPositions(items)));
  }

  /** Renames, in every locked tree of this kind, the entries of one file or schema. */
  renameEntriesOf(kind: TreeKind, fileId: string, name: string): void {
    for (const tree of this.#trees) {
      if (tree.stored.key.tree !== kind || !entriesOf(tree).some((entry) => entry.fileId === fileId))
        continue;
      tree.entries = entriesOf(tree).map((entry) => (entry.fileId === fileId ? { ...entry, name } : entry));
      tree.changed = true;
    }
  }

  /** Which of `fileIds` still have an entry in any tree of this kind (every front-end type, directory or bin). */
  referenced(kind: TreeKind, fileIds: Iterable<string>): Set<string> {
    const wanted = new Set(fileIds);
    const found = new Set<string>();
    for (const tree of this.#trees) {
      if (tree.stored.key.tree !== kind) continue;
      for (const entry of entriesOf(tree)) {
        if (entry.fileId !== null && wanted.has(entry.fileId)) found.add(entry.fileId);
      }
    }
    return found;
  }

  /** Writes every changed tree; `version()` then answers the new versions. */
  async save(tx: Queryable): Promise<void> {
    for (const tree of this.#trees) {
      if (!tree.changed) continue;
      const entries = entriesOf(tree);
      if (entries.length > DIRECTORY_LIMITS.maxEntries) {
        throw badInput(`A tree holds at most ${DIRECTORY_LIMITS.maxEntries} entries.`);
      }
      const written = await writeTree(tx, tree.stored.key, entries, tree.stored.version);
      tree.stored = { ...tree.stored, entries, ...written };
      tree.changed = false;
    }
  }
}

function entriesOf(tree: WorkingTree): FlatEntry[] {
  if (tree.entries === null) {
    const { tree: kind, bin } = tree.stored.key;
    throw new Error(
      `Tree ${kind}/${bin ? 'bin' : 'directory'} was locked to be replaced; its entries were not read.`,
    );
  }
  return tree.entries;
}
