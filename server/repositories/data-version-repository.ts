import type { Database, Queryable } from '../db/database';

/** The client's data version (see migration 006): it changes with every write of the client's data. */
export async function readDataVersion(db: Queryable, client: string): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    'select version::text as version from data_versions where client_id = $1',
    [client],
  );
  return row?.version ?? '0';
}

/**
 * Reads of a version that calls share: each call is answered by a read that began after the call
 * was made, never by one already under way (it may have begun before a commit the caller has seen). Calls
 * that come while a read runs share the one after it, so many requests at once cost two reads, not many.
 */
function sharedReads<Key, Version>(
  read: (key: Key) => Promise<Version>,
  idOf: (key: Key) => string,
): (key: Key) => Promise<Version> {
  /** The read under way for a key, and the one that starts after it for the calls made meanwhile. */
  interface Reads {
    running: Promise<Version>;
    next?: Promise<Version>;
  }
  const reads = new Map<string, Reads>();
  const start = (key: Key, id: string) => {
    const current: Reads = { running: read(key) };
    reads.set(id, current);
    const done = () => {
      if (reads.get(id) === current && !current.next) reads.delete(id);
    };
    current.running.then(done, done);
    return current.running;
  };
  const settled = () => undefined;
  return (key) => {
    const id = idOf(key);
    const current = reads.get(id);
    if (!current) return start(key, id);
    current.next ??= current.running.then(settled, settled).then(() => start(key, id));
    return current.next;
  };
}

/**
 * Reads versions (`read` of a key: a client's data version, a tree's stamp; `idOf` names the key), and keeps
 * what it read for as long as the database says nothing can have changed since (`Database.changeCount`:
 * only where this process alone writes). Elsewhere every call reads anew (shared with the calls made at the
 * same time, see `sharedReads`), so that no instance misses another one's commit.
 */
export function keptVersionReader<Key, Version>(
  db: Database,
  read: (key: Key) => Promise<Version>,
  idOf: (key: Key) => string,
): (key: Key) => Promise<Version> {
  const known = new Map<string, { version: Version; changeCount: number }>();
  const readShared = sharedReads(read, idOf);
  return async (key) => {
    const before = db.changeCount();
    if (before === null) return readShared(key);
    const id = idOf(key);
    const kept = known.get(id);
    if (kept?.changeCount === before) return kept.version;
    const version = await read(key);
    // Kept under the count from before the read: a write that ended meanwhile makes the next call read again.
    if (known.size >= MAX_KEPT_KEYS) known.clear();
    known.set(id, { version, changeCount: before });
    return version;
  };
}

/** Reads clients' data versions (see `keptVersionReader`). */
export const dataVersionReader = (db: Database) =>
  keptVersionReader(
    db,
    (client: string) => readDataVersion(db, client),
    (client) => client,
  );

const MAX_KEPT_KEYS = 10_000;
