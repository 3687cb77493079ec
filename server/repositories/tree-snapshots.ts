import type { Queryable } from '../db/database';
import {
  readTree,
  readTreeRowsSince,
  readTreeStamp,
  type StoredTree,
  type TreeKey,
  type TreeRowsSince,
  treeKeyId,
} from './directory-repository';
import type { RankedEntries } from './tree-rows';

/** A stored tree as read once, shared by every read of the same state; never to be changed. */
export interface TreeSnapshot extends StoredTree, RankedEntries {
  /**
   * What was computed from this state before (a response, an index of the entries), else `compute()`,
   * kept while the snapshot is.
   */
  memo<T>(name: string, compute: () => T): T;
}

/** Distinct values `memo` keeps per snapshot (responses to differently shaped queries, say). */
const MEMO_LIMIT = 16;
/** Trees from this size on have the planner's statistics of their rows gathered (see `statisticsOutgrown`). */
const STATISTICS_FROM = 1_000;
/** States kept per tree: the one committed last, and one a write of this server is about to commit. */
const STATES_PER_TREE = 2;

interface Kept {
  snapshot: TreeSnapshot;
  /**
   * Whether the database showed this state: one this server wrote is not until then (its transaction may
   * still roll back), and changes are read on top of confirmed states only.
   */
  confirmed: boolean;
}

function snapshotOf(stored: StoredTree): TreeSnapshot {
  const memos = new Map<string, unknown>();
  const { key, version, stamp, rows } = stored;
  return {
    key,
    version,
    stamp,
    rows,
    get entries() {
      return rows.entries;
    },
    get ranks() {
      return rows.ranks;
    },
    memo<T>(name: string, compute: () => T): T {
      if (memos.has(name)) return memos.get(name) as T;
      const value = compute();
      if (memos.size >= MEMO_LIMIT) memos.delete(memos.keys().next().value as string);
      memos.set(name, value);
      return value;
    },
  };
}

/** The state `since` leads to: its entries with the rows written since put in, those taken out left out. */
function withRowsSince(base: StoredTree, since: TreeRowsSince): StoredTree {
  const rows = base.rows.changed(since.written, since.removed);
  return { key: base.key, version: since.version, stamp: since.stamp, rows };
}

/**
 * The trees this server has read or written, each kept with the state (`stamp`) it shows. The database
 * stays the authority: a read asks it for the tree's current stamp (one small row, no entries) and answers
 * from memory only when that is a state kept. When it is not, the rows written since the newest confirmed
 * state are read and put on top of it (a tree changed by another server costs what changed); the whole
 * tree is read only when nothing is kept or the rows since are gone. A write through this server keeps the
 * state it writes, so the read after it costs no read of entries at all.
 *
 * Reads in a transaction use `locked`: what a transaction reads after locking the tree is committed, but
 * what it writes is not until it commits, so it is kept unconfirmed (`written`).
 */
export class TreeSnapshots {
  readonly #kept = new Map<string, Kept[]>();
  readonly #loading = new Map<string, Promise<TreeSnapshot>>();
  #statisticsSize = 0;

  constructor(readonly limit = 64) {}

  /** The tree's committed state as of now, created empty on first use like `readTree`. */
  async read(db: Queryable, key: TreeKey): Promise<TreeSnapshot> {
    return this.readAt(db, key, await readTreeStamp(db, key));
  }

  /**
   * The tree in the state `stamp`, just read from the database together with other rows (null: the tree
   * does not exist yet); when that state is not kept, the current one is read.
   */
  async readAt(db: Queryable, key: TreeKey, stamp: string | null): Promise<TreeSnapshot> {
    const id = treeKeyId(key);
    const kept = this.#find(id, stamp);
    if (kept) {
      kept.confirmed = true;
      return kept.snapshot;
    }
    const loading = this.#loading.get(id);
    if (loading) {
      const loaded = await loading.catch(() => null);
      if (loaded && loaded.stamp === stamp) return loaded;
    }
    return this.#load(id, async () => {
      const base = this.#kept.get(id)?.findLast((state) => state.confirmed)?.snapshot;
      const since = base && (await readTreeRowsSince(db, key, base.version));
      return since ? withRowsSince(base, since) : readTree(db, key);
    });
  }

  /** The tree in the state `stamp` it was locked at by the transaction `tx`. */
  async locked(tx: Queryable, key: TreeKey, stamp: string): Promise<TreeSnapshot> {
    const id = treeKeyId(key);
    const kept = this.#find(id, stamp);
    if (kept) return kept.snapshot;
    // Committed, since it is what the lock holds: kept as confirmed.
    return this.#keep(id, snapshotOf(await readTree(tx, key)), true);
  }

  /** Keeps the state a transaction of this server writes, unconfirmed until a read finds its stamp. */
  written(stored: StoredTree): TreeSnapshot {
    return this.#keep(treeKeyId(stored.key), snapshotOf(stored), false);
  }

  /**
   * Whether a tree written with `size` entries is twice as large as any since the planner's statistics of
   * tree rows were last gathered by this server (from 1,000 entries on): then they are to be gathered
   * again. PGlite gathers none by itself, and without them an entry's row is looked up by scanning its
   * whole tree.
   */
  statisticsOutgrown(size: number): boolean {
    if (size < STATISTICS_FROM || size < 2 * this.#statisticsSize) return false;
    this.#statisticsSize = size;
    return true;
  }

  /** How many trees are kept (for tests). */
  get size(): number {
    return this.#kept.size;
  }

  #find(id: string, stamp: string | null): Kept | undefined {
    const states = this.#kept.get(id);
    const kept = states?.find((state) => state.snapshot.stamp === stamp);
    if (states && kept) {
      // Most recently used last, so the first is the one to drop.
      this.#kept.delete(id);
      this.#kept.set(id, states);
    }
    return kept;
  }

  #keep(id: string, snapshot: TreeSnapshot, confirmed: boolean): TreeSnapshot {
    const states = (this.#kept.get(id) ?? []).filter((state) => state.snapshot.stamp !== snapshot.stamp);
    states.push({ snapshot, confirmed });
    if (states.length > STATES_PER_TREE) states.shift();
    this.#kept.delete(id);
    this.#kept.set(id, states);
    if (this.#kept.size > this.limit) this.#kept.delete(this.#kept.keys().next().value as string);
    return snapshot;
  }

  #load(id: string, read: () => Promise<StoredTree>): Promise<TreeSnapshot> {
    const loading = read().then((stored) => this.#keep(id, snapshotOf(stored), true));
    this.#loading.set(id, loading);
    const forget = () => {
      if (this.#loading.get(id) === loading) this.#loading.delete(id);
    };
    loading.then(forget, forget);
    return loading;
  }
}
