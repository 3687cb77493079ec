import type { Queryable } from '../db/database';

export interface ContentCounts {
  schemaCount: number;
  fileCount: number;
}

export interface RecentFileRecord {
  id: string;
  label: string;
  schemaId: string;
  updatedAt: string;
}

export async function countContent(db: Queryable, client: string): Promise<ContentCounts> {
  const [row] = await db.query<{ schema_count: number; file_count: number }>(
    `select (select count(*)::int from schemas where client_id = $1) as schema_count,
            (select count(*)::int from files where client_id = $1) as file_count`,
    [client],
  );
  return { schemaCount: row?.schema_count ?? 0, fileCount: row?.file_count ?? 0 };
}

/** The most recently updated files, newest first. */
export async function recentFiles(db: Queryable, client: string, limit: number): Promise<RecentFileRecord[]> {
  const rows = await db.query<{ id: string; label: string; schema_id: string; updated_at: Date | string }>(
    `select id, label, schema_id, updated_at from files
      where client_id = $1
      order by updated_at desc, id
      limit $2`,
    [client, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    schemaId: row.schema_id,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}
