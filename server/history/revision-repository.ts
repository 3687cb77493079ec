import type { RevisionKind } from '../../domain/history/revision-state';
import type { Queryable } from '../db/database';

/** A stored revision (migration 011). */
export interface RevisionRecord {
  id: string;
  kind: RevisionKind;
  objectId: string;
  version: number | null;
  at: string;
  userId: string | null;
  userName: string | null;
  operation: string;
  change: unknown;
  snapshot: unknown;
}

interface RevisionRow {
  id: string | number | bigint;
  object_kind: RevisionKind;
  object_id: string;
  version: number | null;
  at: Date | string;
  user_id: string | null;
  user_name: string | null;
  operation: string;
  change: unknown;
  snapshot: unknown;
  since_snapshot: number;
}

const COLUMNS =
  'id, object_kind, object_id, version, at, user_id, user_name, operation, change, snapshot, since_snapshot';

const toRecord = (row: RevisionRow): RevisionRecord => ({
  id: String(row.id),
  kind: row.object_kind,
  objectId: row.object_id,
  version: row.version,
  at: new Date(row.at).toISOString(),
  userId: row.user_id,
  userName: row.user_name,
  operation: row.operation,
  change: row.change,
  snapshot: row.snapshot,
});

/** The writer the API names for the transaction (`withAuditActor`), as SQL over `alloy.actor`. */
const ACTOR = "nullif(current_setting('alloy.actor', true), '')::jsonb";

/** The newest revision's id and how many revisions it is past a snapshot; null without one. */
export async function lastRevision(
  db: Queryable,
  client: string,
  kind: RevisionKind,
  objectId: string,
): Promise<{ id: string; sinceSnapshot: number } | null> {
  const [row] = await db.query<Pick<RevisionRow, 'id' | 'since_snapshot'>>(
    `select id, since_snapshot from revisions
      where client_id = $1 and object_kind = $2 and object_id = $3
      order by id desc limit 1`,
    [client, kind, objectId],
  );
  return row ? { id: String(row.id), sinceSnapshot: row.since_snapshot } : null;
}

export interface NewRevision {
  kind: RevisionKind;
  objectId: string;
  version: number | null;
  change: unknown;
  /** The object as the revision leaves it; undefined between snapshots. */
  snapshot?: unknown;
  sinceSnapshot: number;
}

/** Stores a revision made by the transaction's writer. */
export async function insertRevision(db: Queryable, client: string, revision: NewRevision): Promise<void> {
  await db.query(
    `insert into revisions (client_id, object_kind, object_id, version, user_id, user_name, operation, change,
       snapshot, since_snapshot)
     select $1, $2, $3, $4, actor ->> 'userId', actor ->> 'userName', coalesce(actor ->> 'operation', 'unknown'),
            $5::text::jsonb, $6::text::jsonb, $7
       from (select ${ACTOR} as actor) as writer`,
    [
      client,
      revision.kind,
      revision.objectId,
      revision.version,
      JSON.stringify(revision.change),
      revision.snapshot === undefined ? null : JSON.stringify(revision.snapshot),
      revision.sinceSnapshot,
    ],
  );
}

/** The state of an object when its history began: as of its last write, by that write's user. */
export interface Baseline {
  kind: RevisionKind;
  objectId: string;
  version: number;
  at: string;
  userId: string | null;
  /** The object's creation (its first version) or a later write from before history began. */
  operation: 'created' | 'baseline';
  snapshot: unknown;
}

export async function insertBaseline(db: Queryable, client: string, baseline: Baseline): Promise<void> {
  await db.query(
    `insert into revisions (client_id, object_kind, object_id, version, at, user_id, user_name, operation, change,
       snapshot, since_snapshot)
     values ($1, $2, $3, $4, $5, $6, (select username from users where id = $6), $7, '{}', $8::text::jsonb, 0)`,
    [
      client,
      baseline.kind,
      baseline.objectId,
      baseline.version,
      baseline.at,
      baseline.userId,
      baseline.operation,
      JSON.stringify(baseline.snapshot),
    ],
  );
}

/** An object's revisions, newest first: `first` of them older than the revision `before`. */
export async function listRevisions(
  db: Queryable,
  client: string,
  query: { kinds: RevisionKind[]; objectId: string; first: number; before: string | null },
): Promise<RevisionRecord[]> {
  const rows = await db.query<RevisionRow>(
    `select ${COLUMNS} from revisions
      where client_id = $1 and object_kind = any($2::text[]) and object_id = $3
        and ($4::bigint is null or id < $4::bigint)
      order by id desc limit $5`,
    [client, query.kinds, query.objectId, query.before, query.first],
  );
  return rows.map(toRecord);
}

/** Revision ids are the numbers of a bigint identity; any other text names no revision. */
export const isRevisionId = (id: string) => /^[1-9][0-9]{0,17}$/.test(id);

/** The revision of the client with this id; null for none, and for text that is no revision id. */
export async function findRevision(
  db: Queryable,
  client: string,
  id: string,
): Promise<RevisionRecord | null> {
  if (!isRevisionId(id)) return null;
  const [row] = await db.query<RevisionRow>(
    `select ${COLUMNS} from revisions where client_id = $1 and id = $2::bigint`,
    [client, id],
  );
  return row ? toRecord(row) : null;
}

/**
 * The revisions a file's or schema's revision is rebuilt from: the newest with a snapshot up to it, and
 * every one after that up to it, oldest first.
 */
export async function revisionChain(
  db: Queryable,
  client: string,
  revision: RevisionRecord,
): Promise<RevisionRecord[]> {
  const rows = await db.query<RevisionRow>(
    `select ${COLUMNS} from revisions
      where client_id = $1 and object_kind = $2 and object_id = $3 and id <= $4::bigint
        and id >= (select max(id) from revisions
                    where client_id = $1 and object_kind = $2 and object_id = $3 and id <= $4::bigint
                      and snapshot is not null)
      order by id`,
    [client, revision.kind, revision.objectId, revision.id],
  );
  return rows.map(toRecord);
}

/** Deletes the history of objects deleted for good. */
export async function deleteHistoryOf(
  db: Queryable,
  client: string,
  kind: RevisionKind,
  objectIds: string[],
): Promise<void> {
  if (objectIds.length === 0) return;
  await db.query(
    'delete from revisions where client_id = $1 and object_kind = $2 and object_id = any($3::text[])',
    [client, kind, objectIds],
  );
}
