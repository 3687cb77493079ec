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
 * Reads data versions, and keeps what it read for as long as the database says nothing can have changed
 * since (`Database.changeCount`: only where this process alone writes). Elsewhere every call reads anew,
 * so that no instance misses another one's commit.
 */
export function dataVersionReader(db: Database): (client: string) => Promise<string> {
  const known = new Map<string, { version: string; changeCount: number }>();
  return async (client) => {
    const before = db.changeCount();
    if (before === null) return readDataVersion(db, client);
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
