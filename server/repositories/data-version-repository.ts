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
 * Reads of a client's version that calls share: each call is answered by a read that began after the call
 * was made, never by one already under way (it may have begun before a commit the caller has seen). Calls
 * that come while a read runs share the one after it, so many requests at once cost two reads, not many.
 */
function sharedReads(read: (client: string) => Promise<string>): (client: string) => Promise<string> {
  /** The read under way for a client, and the one that starts after it for the calls made meanwhile. */
  interface Reads {
    running: Promise<string>;
    next?: Promise<string>;
  }
  const reads = new Map<string, Reads>();
  const start = (client: string) => {
    const current: Reads = { running: read(client) };
    reads.set(client, current);
    const done = () => {
      if (reads.get(client) === current && !current.next) reads.delete(client);
    };
    current.running.then(done, done);
    return current.running;
  };
  const settled = () => undefined;
  return (client) => {
    const current = reads.get(client);
    if (!current) return start(client);
    current.next ??= current.running.then(settled, settled).then(() => start(client));
    return current.next;
  };
}

/**
 * Reads data versions, and keeps what it read for as long as the database says nothing can have changed
 * since (`Database.changeCount`: only where this process alone writes). Elsewhere every call reads anew
 * (shared with the calls made at the same time, see `sharedReads`), so that no instance misses another
 * one's commit.
 */
export function dataVersionReader(db: Database): (client: string) => Promise<string> {
  const known = new Map<string, { version: string; changeCount: number }>();
  const readShared = sharedReads((client) => readDataVersion(db, client));
  return async (client) => {
    const before = db.changeCount();
    if (before === null) return readShared(client);
    const kept = known.get(client);
    if (kept?.changeCount === before) return kept.version;
    const version = await readDataVersion(db, client);
    // Kept under the count from before the read: a write that ended meanwhile makes the next call read again.
    if (known.size >= MAX_KEPT_CLIENTS) known.clear();
    known.set(client, { version, changeCount: before });
    return version;
  };
}

const MAX_KEPT_CLIENTS = 10_000;
