import type { Queryable } from '../db/database';

/** The client's data version (see migration 006): it changes with every write of the client's data. */
export async function readDataVersion(db: Queryable, client: string): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    'select version::text as version from data_versions where client_id = $1',
    [client],
  );
  return row?.version ?? '0';
}
