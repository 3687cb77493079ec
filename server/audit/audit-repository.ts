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
  userId: string | null;
  operation: string | null;
  objectKind: AuditEvent['objectKind'] | null;
  /** ISO timestamps: events at or after `from` and before `to`. */
  from: string | null;
  to: string | null;
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
        and ($5::text is null or user_id = $5) and ($6::text is null or operation = $6)
        and ($7::text is null or object_kind = $7)
        and ($8::timestamptz is null or at >= $8) and ($9::timestamptz is null or at < $9)
      order by id desc
      limit $3 offset $4`,
    [
      client,
      query.objectId,
      query.limit,
      query.offset,
      query.userId,
      query.operation,
      query.objectKind,
      query.from,
      query.to,
    ],
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

/** The users of the client and the writers its audit trail names, by name. */
export async function listAuditUsers(db: Queryable, client: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(
    `select id, username as name from users where client_id = $1
     union
     select distinct user_id, user_name from audit_events
      where client_id = $1 and user_id is not null and user_name is not null
        and user_id not in (select id from users where client_id = $1)
     order by name, id`,
    [client],
  );
}
