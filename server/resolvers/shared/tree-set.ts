import { DIRECTORY_LIMITS } from '../../../domain/directory/directory-input';
import { flattenTree, nestEntries, renumberPositions } from '../../../domain/directory/tree-shape';
import type { DirectoryItem, FlatEntry, TreeKind } from '../../../domain/directory/types';
import { type EntrySides, treeEntryChanges } from '../../../domain/history/tree-changes';
import type { Queryable } from '../../db/database';
import { badInput } from '../../errors';
import { recordTreeRevision } from '../../history/record-revision';
import {
  analyzeTreeRows,
  lockTrees,
  type TreeKey,
  type TreeState,
  treeKeyId,
  treesReferencing,
  writeTreeChanges,
} from '../../repositories/directory-repository';
import { IndexedTree } from '../../repositories/indexed-tree';
import { orderRows, positioned, type RankedEntry, treeChanges } from '../../repositories/tree-rows';
import type { TreeSnapshot, TreeSnapshots } from '../../repositories/tree-snapshots';
import { updatedRows } from './entry-rows';

interface WorkingTree {
  key: TreeKey;
  state: TreeState;
  /** The stored state, read when the write first asks for it. */
  stored?: TreeSnapshot;
  /** The entries as the write left them; undefined while unchanged. */
  changed?: FlatEntry[];
  /** The same, nested, when the write gave them so. */
  changedItems?: DirectoryItem[];
  /** Instead of `changed`: the tree as single-entry changes left it, and the rows they wrote or took out. */
  rows?: RowChanges;
}

interface RowChanges {
  tree: IndexedTree;
  written: Map<string, RankedEntry>;
  removed: Set<string>;
}

/** Rows a single-entry change writes to one tree, and the ids it takes out. */
export interface EntryRows {
  written: RankedEntry[];
  removed: string[];
}

/**
 * The locked trees of one client inside a write transaction: read what the write needs (from the
 * server's snapshots when they hold the locked state), change it in memory, then `save` writes the rows
 * that changed in each changed tree, guarded by the version it was locked at.
 */
export class TreeSet {
  readonly #trees: WorkingTree[];

  private constructor(
    private readonly tx: Queryable,
    private readonly snapshots: TreeSnapshots,
    trees: (TreeState & { key: TreeKey })[],
    readonly frontEndType: string,
  ) {
    this.#trees = trees.map(({ key, ...state }) => ({ key, state }));
  }

  /** Locks every tree of these kinds of the client (see `lockTrees`); `frontEndType`'s are the ones worked on. */
  static async lock(
    tx: Queryable,
    snapshots: TreeSnapshots,
    client: string,
    frontEndType: string,
    kinds: TreeKind[],
  ): Promise<TreeSet> {
    return new TreeSet(tx, snapshots, await lockTrees(tx, client, frontEndType, kinds), frontEndType);
  }

  #find(kind: TreeKind, bin: boolean, frontEndType = this.frontEndType): WorkingTree {
    const tree = this.#trees.find(
      ({ key }) => key.tree === kind && key.bin === bin && key.frontEndType === frontEndType,
    );
    if (!tree) throw new Error(`Tree ${kind}/${bin ? 'bin' : 'directory'} was not locked.`);
    return tree;
  }

  async #stored(tree: WorkingTree): Promise<TreeSnapshot> {
    tree.stored ??= await this.snapshots.locked(this.tx, tree.key, tree.state.stamp);
    return tree.stored;
  }

  async #entriesOf(tree: WorkingTree): Promise<FlatEntry[]> {
    return tree.changed ?? tree.rows?.tree.entries ?? (await this.#stored(tree)).entries;
  }

  async #indexed(tree: WorkingTree): Promise<IndexedTree> {
    if (tree.rows) return tree.rows.tree;
    const stored = await this.#stored(tree);
    if (!tree.changed) return stored.rows;
    // A whole-tree change before: its rows, then single-entry changes on top of them.
    const changes = treeChanges(stored, tree.changed);
    const ranked = tree.changed.map((entry) => ({ entry, rank: changes.ranks.get(entry.id) as string }));
    tree.rows = {
      tree: IndexedTree.ordered(orderRows(ranked)),
      written: new Map(changes.written.map((row) => [row.entry.id, row])),
      removed: new Set(changes.removed),
    };
    tree.changed = undefined;
    tree.changedItems = undefined;
    return tree.rows.tree;
  }

  /** The tree's stored version (after `save`, the one just written). */
  version(kind: TreeKind, bin: boolean): number {
    return this.#find(kind, bin).state.version;
  }

  entries(kind: TreeKind, bin: boolean): Promise<FlatEntry[]> {
    return this.#entriesOf(this.#find(kind, bin));
  }

  /** The tree by id and sibling lists, for single-entry changes (see `change`). */
  indexed(kind: TreeKind, bin: boolean): Promise<IndexedTree> {
    return this.#indexed(this.#find(kind, bin));
  }

  /** Writes single rows: `rows` as made from `indexed(kind, bin)` (or a later state of it). */
  async change(kind: TreeKind, bin: boolean, rows: EntryRows): Promise<void> {
    const tree = this.#find(kind, bin);
    const before = await this.#indexed(tree);
    const changes: RowChanges = tree.rows ?? { tree: before, written: new Map(), removed: new Set() };
    changes.tree = before.changed(rows.written, rows.removed);
    for (const id of rows.removed) {
      changes.written.delete(id);
      changes.removed.add(id);
    }
    for (const row of rows.written) {
      changes.removed.delete(row.entry.id);
      changes.written.set(row.entry.id, row);
    }
    tree.rows = changes;
  }

  async items(kind: TreeKind, bin: boolean): Promise<DirectoryItem[]> {
    const tree = this.#find(kind, bin);
    if (tree.rows) return nestEntries(tree.rows.tree.entries);
    if (tree.changed) {
      tree.changedItems ??= nestEntries(tree.changed);
      return tree.changedItems;
    }
    // Kept with the state: the domain's tree operations copy what they change and never change their input.
    const stored = await this.#stored(tree);
    return stored.memo(ITEMS, () => nestEntries(stored.entries));
  }

  replaceEntries(kind: TreeKind, bin: boolean, entries: FlatEntry[]): void {
    const tree = this.#find(kind, bin);
    tree.changed = entries;
    tree.changedItems = undefined;
    tree.rows = undefined;
  }

  replaceItems(kind: TreeKind, bin: boolean, items: DirectoryItem[]): void {
    const renumbered = renumberPositions(items);
    this.replaceEntries(kind, bin, flattenTree(renumbered));
    this.#find(kind, bin).changedItems = renumbered;
  }

  /** Renames, in every locked tree of this kind, the entries of one file or schema. */
  async renameEntriesOf(kind: TreeKind, fileId: string, name: string): Promise<void> {
    for (const tree of await this.#treesHolding(kind, [fileId])) {
      const indexed = await this.#indexed(tree);
      const written = indexed
        .entriesOfFile(fileId)
        .flatMap((id) => updatedRows(indexed, id, { name }).written);
      await this.change(kind, tree.key.bin, { written, removed: [] });
    }
  }

  /** Which of `fileIds` still have an entry in any tree of this kind (every front-end type, directory or bin). */
  async referenced(kind: TreeKind, fileIds: Iterable<string>): Promise<Set<string>> {
    const wanted = new Set(fileIds);
    const found = new Set<string>();
    const unchanged = new Set(
      this.#trees.filter((tree) => !tree.changed && !tree.rows).map((tree) => treeKeyId(tree.key)),
    );
    const client = this.#trees[0]?.key.client ?? '';
    for (const row of await treesReferencing(this.tx, client, kind, [...wanted])) {
      if (unchanged.has(treeKeyId({ client, frontEndType: row.frontEndType, tree: kind, bin: row.bin })))
        found.add(row.fileId);
    }
    for (const tree of this.#trees) {
      if (tree.key.tree !== kind) continue;
      const { rows, changed } = tree;
      if (rows)
        for (const fileId of wanted) if (rows.tree.entriesOfFile(fileId).length > 0) found.add(fileId);
      for (const entry of changed ?? []) {
        if (entry.fileId !== null && wanted.has(entry.fileId)) found.add(entry.fileId);
      }
    }
    return found;
  }

  /** The locked trees of this kind with an entry of one of the files or schemas. */
  async #treesHolding(kind: TreeKind, fileIds: string[]): Promise<WorkingTree[]> {
    const client = this.#trees[0]?.key.client ?? '';
    const holding = new Set(
      (await treesReferencing(this.tx, client, kind, fileIds)).map((row) =>
        treeKeyId({ client, frontEndType: row.frontEndType, tree: kind, bin: row.bin }),
      ),
    );
    return this.#trees.filter(
      (tree) =>
        tree.key.tree === kind &&
        (holding.has(treeKeyId(tree.key)) ||
          tree.changed?.some((entry) => fileIds.includes(entry.fileId ?? '')) ||
          fileIds.some((fileId) => (tree.rows?.tree.entriesOfFile(fileId).length ?? 0) > 0)),
    );
  }

  /**
   * Writes the changed rows of every changed tree, and records what each directory and its bin changed
   * (see `treeEntryChanges`); `version()` then answers the new versions.
   */
  async save(): Promise<void> {
    const told = new Map<string, { key: TreeKey; directory: EntrySides[]; bin: EntrySides[] }>();
    for (const tree of this.#trees) {
      const size = tree.rows?.tree.size ?? tree.changed?.length;
      const before = (await this.#stored(tree)).rows;
      let written: WrittenRows;
      if (tree.rows) written = await this.#saveRows(tree, tree.rows);
      else if (tree.changed) written = await this.#saveEntries(tree, tree.changed);
      else continue;
      if (size !== undefined && this.snapshots.statisticsOutgrown(size)) await analyzeTreeRows(this.tx);
      tree.stored = undefined;
      tree.changed = undefined;
      tree.changedItems = undefined;
      tree.rows = undefined;
      const { key } = tree;
      const group = `${key.frontEndType}/${key.tree}`;
      const sides = told.get(group) ?? { key: { ...key, bin: false }, directory: [], bin: [] };
      sides[key.bin ? 'bin' : 'directory'].push(...entrySides(before, written));
      told.set(group, sides);
    }
    for (const [objectId, { key, directory, bin }] of told) {
      const version = this.#find(key.tree, false, key.frontEndType).state.version;
      await recordTreeRevision(this.tx, key.client, objectId, version, treeEntryChanges(directory, bin));
    }
  }

  async #saveEntries(tree: WorkingTree, entries: FlatEntry[]): Promise<WrittenRows> {
    assertSize(entries.length);
    const changes = treeChanges(await this.#stored(tree), entries);
    tree.state = await writeTreeChanges(this.tx, tree.key, changes, tree.state.version);
    const rows = IndexedTree.ordered({ entries, ranks: changes.ranks });
    const written = this.snapshots.written({ key: tree.key, ...tree.state, rows });
    // The next write of this tree starts from these, nested as this one left them.
    const { changedItems } = tree;
    if (changedItems) written.memo(ITEMS, () => changedItems);
    return { after: rows, written: changes.written.map((row) => row.entry.id), removed: changes.removed };
  }

  async #saveRows(tree: WorkingTree, { tree: rows, written, removed }: RowChanges): Promise<WrittenRows> {
    assertSize(rows.size);
    const changes = { written: [...written.values()], removed: [...removed] };
    tree.state = await writeTreeChanges(this.tx, tree.key, changes, tree.state.version);
    this.snapshots.written({ key: tree.key, ...tree.state, rows });
    return { after: rows, written: [...written.keys()], removed: changes.removed };
  }
}

/** What a write of one tree stored: the tree after it, the ids of the rows it wrote and took out. */
interface WrittenRows {
  after: IndexedTree;
  written: string[];
  removed: string[];
}

/** The entries a write changed, as they were in `before` and are after it, with their current positions. */
function entrySides(before: IndexedTree, { after, written, removed }: WrittenRows): EntrySides[] {
  const places = new Map<IndexedTree, Map<string | null, Map<string, number>>>();
  const placed = (tree: IndexedTree, id: string): FlatEntry | null => {
    const row = tree.get(id);
    if (!row) return null;
    const lists = places.get(tree) ?? new Map<string | null, Map<string, number>>();
    places.set(tree, lists);
    const { parentId } = row.entry;
    let list = lists.get(parentId);
    if (!list) {
      list = new Map(tree.childrenOf(parentId).map((child, index) => [child, index + 1]));
      lists.set(parentId, list);
    }
    return positioned(row.entry, list.get(id) ?? row.entry.position);
  };
  return [
    ...written.map((id) => ({ before: placed(before, id), after: placed(after, id) })),
    ...removed.map((id) => ({ before: placed(before, id), after: null })),
  ];
}

function assertSize(entries: number): void {
  if (entries > DIRECTORY_LIMITS.maxEntries) {
    throw badInput(`A tree holds at most ${DIRECTORY_LIMITS.maxEntries} entries.`);
  }
}

/** The memo of a tree state's entries nested (see `items`). */
const ITEMS = 'items';
