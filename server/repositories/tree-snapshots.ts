import type { Queryable } from '../db/database';
import { readTree, readTreeStamp, type StoredTree, type TreeKey } from './directory-repository';

/** A stored tree as read once, shared by every read of the same state; never to be changed. */
export interface TreeSnapshot extends StoredTree {
  /**
   * What was computed from this state before (a response, an index of the entries), else `compute()`,
   * kept while the snapshot is.
   */
  memo<T>(name: string, compute: () => T): T;
}

/** Distinct values `memo` keeps per snapshot (responses to differently shaped queries, say). */
const MEMO_LIMIT = 16;

function snapshotOf(stored: StoredTree): TreeSnapshot {
  const memos = new Map<string, unknown>();
  return {
    ...stored,
    memo<T>(name: string, compute: () => T): T {
      if (memos.has(name)) return memos.get(name) as T;
      const value = compute();
      if (memos.size >= MEMO_LIMIT) memos.delete(memos.keys().next().value as string);
      memos.set(name, value);
      return value;
    },
  };
}

const cacheKey = ({ client, frontEndType, tree, bin }: TreeKey) =>
  JSON.stringify([client, frontEndType, tree, bin]);

/**
 * The trees this server has read, each kept with the state (`stamp`) it was read at. The database stays
 * the authority: every read asks it for the tree's current stamp (one small row, no entries) and answers
 * from memory only when that is the state kept. A write through any server, on any connection, changes
 * the stamp, so no server answers a state older than the one committed when the read began.
 *
 * Only reads outside a transaction use it: a transaction sees its own uncommitted writes, which must not
 * be remembered.
 */
export class TreeSnapshots {
  readonly #kept = new Map<string, TreeSnapshot>();
  readonly #loading = new Map<string, Promise<TreeSnapshot>>();

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
    const id = cacheKey(key);
    const kept = this.#kept.get(id);
    if (kept && kept.stamp === stamp) {
      // Most recently used last, so the first is the one to drop.
      this.#kept.delete(id);
      this.#kept.set(id, kept);
      return kept;
    }
    const loading = this.#loading.get(id);
    if (loading) {
      const loaded = await loading.catch(() => null);
      if (loaded && loaded.stamp === stamp) return loaded;
    }
    return this.#load(db, key, id);
  }

  /** How many trees are kept (for tests). */
  get size(): number {
    return this.#kept.size;
  }

  #load(db: Queryable, key: TreeKey, id: string): Promise<TreeSnapshot> {
    const loading = readTree(db, key).then((stored) => {
      const snapshot = snapshotOf(stored);
      // The state read last is kept; a hit needs its exact stamp, so keeping an older one costs a reload, never a wrong answer.
      this.#kept.delete(id);
      this.#kept.set(id, snapshot);
      if (this.#kept.size > this.limit) this.#kept.delete(this.#kept.keys().next().value as string);
      return snapshot;
    });
    this.#loading.set(id, loading);
    const forget = () => {
      if (this.#loading.get(id) === loading) this.#loading.delete(id);
    };
    loading.then(forget, forget);
    return loading;
  }
}
