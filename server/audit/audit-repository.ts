import type { Queryable } from '../db/database';
import type { AuditEvent } from '../graphql/resolvers-types.gen';

interface AuditRow {
  id: number | bigint | string;
  at: Date | string;
  client_id: string;
  user_id: string | null;
  user_name: string | null;
  operation: string;
  object_kind: AuditEvent['objectKind'];
  object_id: string;
  action: AuditEvent['action'];
  version: number | null;
}

export interface AuditQuery {
  limit: number;
  offset: number;
  objectId: string | null;
}

/** The client's audit events, newest first. */
export async function listAuditEvents(
  db: Queryable,
  client: string,
  query: AuditQuery,
): Promise<AuditEvent[]> {
  const rows = await db.query<AuditRow>(
    `select id, at, client_id, user_id, user_name, operation, object_kind, object_id, action, version
       from audit_events
      where client_id = $1 and ($2::text is null or object_id = $2)
      order by id desc
      limit $3 offset $4`,
    [client, query.objectId, query.limit, query.offset],
  );
  return rows.map((row) => ({
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    userId: row.user_id,
    userName: row.user_name,
    client: row.client_id,
    operation: row.operation,
    objectKind: row.object_kind,
    objectId: row.object_id,
    action: row.action,
    version: row.version,
  }));
}
