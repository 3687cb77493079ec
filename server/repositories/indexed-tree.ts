import { Map as PersistentMap } from 'immutable';
import type { FlatEntry } from '../../domain/directory/types';
import { positioned, type RankedEntries, type RankedEntry, siblingOrder } from './tree-rows';

/** The key of the top level's sibling list (parent null, 'bin', or no entry of the tree). */
const TOP = '';

interface Row extends RankedEntry {
  /** The sibling list the entry is in: its parent's id, or `TOP`. */
  under: string;
}

interface Index {
  rows: PersistentMap<string, Row>;
  /** Ids by sibling list, in rank order. */
  lists: PersistentMap<string, readonly string[]>;
  /** Entry ids by file (or schema) id. */
  files: PersistentMap<string, readonly string[]>;
}

/**
 * How a state was made from an earlier one whose entries in order are known: the entries put in (written,
 * or moved to the top level when their parent went) and the sibling lists that changed. Everything else
 * stands in the same order as there.
 */
interface Derivation {
  base: IndexedTree;
  touched: Set<string>;
  lists: Set<string>;
}

/** Changes up to this share of a tree's entries are put on top of the order of the state they came from. */
const DERIVED_SHARE = 1 / 8;

const without = (list: readonly string[], id: string) => list.filter((item) => item !== id);

/** Which of two places in tree order comes first (see `#pathOf`). */
function comparePaths(a: number[], b: number[]): number {
  for (let level = 0; level < Math.min(a.length, b.length); level++) {
    const difference = (a[level] as number) - (b[level] as number);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** The first entry of each file or schema among entries in tree order. */
function firstPlacesIn(entries: FlatEntry[]): Map<string, FlatEntry> {
  const first = new Map<string, FlatEntry>();
  for (const entry of entries) {
    if (entry.fileId !== null && !first.has(entry.fileId)) first.set(entry.fileId, entry);
  }
  return first;
}

/**
 * One state of a stored tree, in two forms made from each other on first use: its entries in tree order
 * with their ranks (what reads and whole-tree writes work on), and an index of entries by id, sibling
 * lists and file (what a change of single entries works on). The index is persistent: a change answers a
 * new state that shares everything it leaves alone with this one, so changing one entry costs O(log n)
 * and the state it started from stays as it was for whoever still reads it.
 */
export class IndexedTree implements RankedEntries {
  #entries?: FlatEntry[];
  #ranks?: ReadonlyMap<string, string>;
  #index?: Index;
  #firstPlaces?: Map<string, FlatEntry>;
  #from?: Derivation;
  /** Where the subtree of the entry at each index of `#entries` ends (the index after its last entry). */
  #ends?: Int32Array;

  private constructor(ordered?: RankedEntries, index?: Index, from?: Derivation) {
    this.#entries = ordered?.entries;
    this.#ranks = ordered?.ranks;
    this.#index = index;
    this.#from = from;
  }

  /** From entries in tree order with positions 1..n among siblings (as `orderRows` answers them). */
  static ordered(ordered: RankedEntries): IndexedTree {
    return new IndexedTree(ordered);
  }

  static readonly EMPTY = new IndexedTree({ entries: [], ranks: new Map() });

  get entries(): FlatEntry[] {
    this.#entries ??= this.#entriesInOrder();
    return this.#entries;
  }

  /** The rank of every entry (for a whole-tree write, which compares every entry). */
  get ranks(): ReadonlyMap<string, string> {
    this.#ranks ??= new Map([...this.#indexForm().rows].map(([id, row]) => [id, row.rank]));
    return this.#ranks;
  }

  get size(): number {
    return this.#entries ? this.#entries.length : this.#indexForm().rows.size;
  }

  /** The entry (its `position` may be stale) with its rank. */
  get(id: string): RankedEntry | undefined {
    return this.#indexForm().rows.get(id);
  }

  /** The ids under a parent (null: the top level), in order. */
  childrenOf(parentId: string | null): readonly string[] {
    return this.#indexForm().lists.get(parentId ?? TOP) ?? [];
  }

  /** The ids of the entries of a file (or schema). */
  entriesOfFile(fileId: string): readonly string[] {
    return this.#indexForm().files.get(fileId) ?? [];
  }

  /**
   * The first entry of a file (or schema) in tree order. A state with an index finds it among the file's
   * places; one read whole finds every file's first place in one pass over its entries.
   */
  firstEntryOfFile(fileId: string): FlatEntry | undefined {
    if (!this.#index) {
      this.#firstPlaces ??= firstPlacesIn(this.entries);
      return this.#firstPlaces.get(fileId);
    }
    let first: { entry: FlatEntry; path: number[] } | undefined;
    for (const id of this.entriesOfFile(fileId)) {
      const path = this.#pathOf(id);
      if (!first || comparePaths(path, first.path) < 0) first = { entry: (this.get(id) as Row).entry, path };
    }
    return first?.entry;
  }

  /** The entry's index in each sibling list from the top down to it: its place in tree order. */
  #pathOf(id: string): number[] {
    const { rows, lists } = this.#indexForm();
    const path: number[] = [];
    for (let row = rows.get(id); row; row = row.under === TOP ? undefined : rows.get(row.under)) {
      path.unshift((lists.get(row.under) ?? []).indexOf(row.entry.id));
    }
    return path;
  }

  /** The entry whose children list holds the entry: null at the top level (as `findItem` answers it). */
  parentOf(id: string): string | null {
    const under = this.#indexForm().rows.get(id)?.under;
    return under === undefined || under === TOP ? null : under;
  }

  /** Levels from the top down to the entry: 1 at the top; 0 when it is not in the tree. */
  depthOf(id: string): number {
    const { rows } = this.#indexForm();
    let depth = 0;
    for (let row = rows.get(id); row; row = row.under === TOP ? undefined : rows.get(row.under)) depth++;
    return depth;
  }

  /** The ids of the entry's subtree in tree order, the entry first. */
  subtree(id: string): string[] {
    const ids: string[] = [];
    const stack = [id];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      ids.push(next);
      const children = this.childrenOf(next);
      for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as string);
    }
    return ids;
  }

  /** Levels of the entry's subtree: 1 for an entry without children. */
  heightOf(id: string): number {
    const children = this.childrenOf(id);
    let height = 0;
    for (const child of children) height = Math.max(height, this.heightOf(child));
    return height + 1;
  }

  /**
   * This tree with the entries put in (each in its parent's list, at its rank; an entry of the same id
   * replaced) and those of `removed` taken out. Children of a removed entry that stay go to the top level,
   * as reading the rows back places them.
   */
  changed(written: readonly RankedEntry[], removed: readonly string[] = []): IndexedTree {
    let { rows, lists, files } = this.#indexForm();
    const touched = new Set<string>();
    const changedLists = new Set<string>();
    const puts = this.#parentsFirst(written);
    const gone = new Set(removed);
    for (const row of puts) gone.delete(row.entry.id);
    const orphans: string[] = [];
    rows = rows.withMutations((rowsNow) => {
      lists = lists.withMutations((listsNow) => {
        files = files.withMutations((filesNow) => {
          // Sibling lists this change copied are its own until it returns: entries go into them in place,
          // so putting many entries into one long list copies it once, not once per entry.
          const ownLists = new Set<string>();
          const ownList = (key: string): string[] => {
            const list = listsNow.get(key);
            if (list && ownLists.has(key)) return list as string[];
            const copy = list ? [...list] : [];
            ownLists.add(key);
            listsNow.set(key, copy);
            return copy;
          };
          const take = (row: Row) => {
            changedLists.add(row.under);
            if (listsNow.has(row.under)) {
              const list = ownList(row.under);
              const at = list.indexOf(row.entry.id);
              if (at >= 0) list.splice(at, 1);
            }
            const { fileId } = row.entry;
            if (fileId !== null) {
              const left = without(filesNow.get(fileId) ?? [], row.entry.id);
              if (left.length > 0) filesNow.set(fileId, left);
              else filesNow.delete(fileId);
            }
          };
          for (const id of gone) {
            const row = rowsNow.get(id);
            if (!row) continue;
            take(row);
            rowsNow.delete(id);
            orphans.push(...(listsNow.get(id) ?? []));
            listsNow.delete(id);
          }
          const put = ({ entry, rank }: RankedEntry) => {
            const previous = rowsNow.get(entry.id);
            if (previous) take(previous);
            const { parentId } = entry;
            const under =
              parentId !== null && parentId !== entry.id && rowsNow.has(parentId) ? parentId : TOP;
            const row: Row = { entry, rank, under };
            rowsNow.set(entry.id, row);
            touched.add(entry.id);
            changedLists.add(under);
            const list = ownList(under);
            let low = 0;
            let high = list.length;
            while (low < high) {
              const middle = (low + high) >> 1;
              if (siblingOrder(rowsNow.get(list[middle] as string) as Row, row) < 0) low = middle + 1;
              else high = middle;
            }
            list.splice(low, 0, entry.id);
            if (entry.fileId !== null)
              filesNow.set(entry.fileId, [...(filesNow.get(entry.fileId) ?? []), entry.id]);
          };
          for (const row of puts) put(row);
          for (const id of orphans) {
            const row = rowsNow.get(id);
            if (row && row.under !== TOP && !rowsNow.has(row.under)) put(row);
          }
        });
      });
    });
    return new IndexedTree(undefined, { rows, lists, files }, this.#derivation(touched, changedLists));
  }

  /**
   * What a state changed from this one by `touched` and `lists` is derived from: this state when its order
   * is known, else the state this one is derived from, with both changes; none when they are too many.
   */
  #derivation(touched: Set<string>, lists: Set<string>): Derivation | undefined {
    let from: Derivation | undefined = { base: this, touched, lists };
    if (!this.#entries) {
      from = this.#from && {
        base: this.#from.base,
        touched: new Set([...this.#from.touched, ...touched]),
        lists: new Set([...this.#from.lists, ...lists]),
      };
    }
    const limit = DERIVED_SHARE * (from?.base.size ?? 0);
    return from && from.touched.size + from.lists.size <= limit ? from : undefined;
  }

  /** Rows whose parent is among them come after it, so each finds its parent's list. */
  #parentsFirst(written: readonly RankedEntry[]): RankedEntry[] {
    if (written.length < 2) return [...written];
    const pending = new Map(written.map((row) => [row.entry.id, row]));
    const ordered: RankedEntry[] = [];
    const visit = (row: RankedEntry, path: Set<string>) => {
      if (!pending.has(row.entry.id) || path.has(row.entry.id)) return;
      path.add(row.entry.id);
      const parent = row.entry.parentId === null ? undefined : pending.get(row.entry.parentId);
      if (parent) visit(parent, path);
      pending.delete(row.entry.id);
      ordered.push(row);
    };
    for (const row of written) visit(row, new Set());
    return ordered;
  }

  /**
   * The entries depth-first along the sibling lists, with positions 1..n. A state derived from one whose
   * order is known takes every subtree that holds no change from there as it stands, so a change of a few
   * entries costs a copy of the array rather than a walk through the index.
   */
  #entriesInOrder(): FlatEntry[] {
    const from = this.#from;
    this.#from = undefined;
    const { rows, lists } = this.#indexForm();
    const base = from?.base;
    const baseEntries = base ? (base.#entries ?? []) : [];
    const baseEnds = base ? base.#endsOf() : new Int32Array();
    // Entries to walk into: those put in, and every entry whose subtree holds a changed sibling list.
    const open = new Set(from?.touched);
    for (const key of from?.lists ?? []) {
      for (let id = key; id !== TOP && !open.has(id); ) {
        open.add(id);
        id = rows.get(id)?.under ?? TOP;
      }
    }
    /** The children an entry had in the base state (at `start`; -1: the top level) by id, with their index. */
    const childrenBefore = (start: number | undefined) => {
      const found = new Map<string, number>();
      if (start === undefined) return found;
      const end = start < 0 ? baseEntries.length : (baseEnds[start] as number);
      for (let index = start + 1; index < end; index = baseEnds[index] as number) {
        found.set((baseEntries[index] as FlatEntry).id, index);
      }
      return found;
    };
    const entries: FlatEntry[] = [];
    const ends = new Int32Array(rows.size);
    type Step = { id: string; position: number; before: Map<string, number> } | number;
    const stack: Step[] = [];
    const pushChildren = (key: string, start: number | undefined) => {
      const children = lists.get(key) ?? [];
      const before = childrenBefore(start);
      for (let index = children.length - 1; index >= 0; index--) {
        stack.push({ id: children[index] as string, position: index + 1, before });
      }
    };
    pushChildren(TOP, from ? -1 : undefined);
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (typeof next === 'number') {
        ends[next] = entries.length;
        continue;
      }
      const start = next.before.get(next.id);
      if (start !== undefined && !open.has(next.id)) {
        const shift = entries.length - start;
        entries.push(positioned(baseEntries[start] as FlatEntry, next.position));
        ends[start + shift] = (baseEnds[start] as number) + shift;
        for (let index = start + 1; index < (baseEnds[start] as number); index++) {
          entries.push(baseEntries[index] as FlatEntry);
          ends[index + shift] = (baseEnds[index] as number) + shift;
        }
        continue;
      }
      const { entry } = rows.get(next.id) as Row;
      stack.push(entries.length);
      entries.push(positioned(entry, next.position));
      pushChildren(entry.id, start);
    }
    this.#ends = ends;
    return entries;
  }

  /**
   * Where each subtree ends in the entries in order, for entries read in tree order: an entry is under
   * its parent when the parent is one of the entries it follows depth-first (still open), as in the index.
   */
  #endsOf(): Int32Array {
    if (this.#ends) return this.#ends;
    const entries = this.entries;
    const ends = new Int32Array(entries.length);
    const openIds: string[] = [];
    const openStarts: number[] = [];
    entries.forEach((entry, index) => {
      const depth = entry.parentId === null ? -1 : openIds.lastIndexOf(entry.parentId);
      while (openIds.length > depth + 1) {
        ends[openStarts.pop() as number] = index;
        openIds.pop();
      }
      openIds.push(entry.id);
      openStarts.push(index);
    });
    for (const start of openStarts) ends[start] = entries.length;
    this.#ends = ends;
    return ends;
  }

  #indexForm(): Index {
    if (!this.#index) {
      const entries = this.#entries as FlatEntry[];
      const ranks = this.#ranks as ReadonlyMap<string, string>;
      const lists = new Map<string, string[]>();
      const files = new Map<string, string[]>();
      const seen = new Set<string>();
      const rows = PersistentMap<string, Row>().withMutations((rowsNow) => {
        for (const entry of entries) {
          // In tree order a parent comes before its children; an entry surfaced at the top comes first.
          const under = entry.parentId !== null && seen.has(entry.parentId) ? entry.parentId : TOP;
          seen.add(entry.id);
          rowsNow.set(entry.id, { entry, rank: ranks.get(entry.id) as string, under });
          const list = lists.get(under);
          if (list) list.push(entry.id);
          else lists.set(under, [entry.id]);
          if (entry.fileId !== null) {
            const places = files.get(entry.fileId);
            if (places) places.push(entry.id);
            else files.set(entry.fileId, [entry.id]);
          }
        }
      });
      this.#index = { rows, lists: PersistentMap(lists), files: PersistentMap(files) };
    }
    return this.#index;
  }
}
