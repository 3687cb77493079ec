import type { HistoryKeep } from '../config';
import type { Database } from '../db/database';
import { findRevision } from './revision-repository';
import { fileRevisionState, schemaRevisionState } from './revision-states';

interface Cut {
  client_id: string;
  object_kind: 'FILE' | 'SCHEMA' | 'DIRECTORY';
  object_id: string;
  /** The oldest revision kept. */
  cut: string | number;
}

/** Hours between prunings of a running server. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes the revisions `keep` lets go (the newest of each object always stays), each object in a
 * transaction of its own: the oldest revision kept of a file or schema first gets the snapshot it is
 * rebuilt from. Returns how many objects lost revisions.
 */
export async function pruneHistory(db: Database, keep: HistoryKeep): Promise<number> {
  if (!keep) return 0;
  const cuts =
    'revisions' in keep
      ? await db.query<Cut>(
          `select client_id, object_kind, object_id, (array_agg(id order by id desc))[$1] as cut
             from revisions group by client_id, object_kind, object_id having count(*) > $1`,
          [keep.revisions],
        )
      : await db.query<Cut>(
          `select * from (
             select client_id, object_kind, object_id, min(id) as oldest,
                    coalesce(min(id) filter (where at >= now() - make_interval(days => $1)), max(id)) as cut
               from revisions group by client_id, object_kind, object_id) as objects
            where oldest < cut`,
          [keep.days],
        );
  for (const cut of cuts) {
    await db.transaction(async (tx) => {
      const oldest = await findRevision(tx, cut.client_id, String(cut.cut));
      if (!oldest) return;
      if (oldest.snapshot === null && oldest.kind !== 'DIRECTORY') {
        const state =
          oldest.kind === 'FILE'
            ? await fileRevisionState(tx, cut.client_id, oldest)
            : await schemaRevisionState(tx, cut.client_id, oldest);
        await tx.query('update revisions set snapshot = $2::text::jsonb where id = $1::bigint', [
          oldest.id,
          JSON.stringify(state),
        ]);
      }
      await tx.query(
        `delete from revisions
          where client_id = $1 and object_kind = $2 and object_id = $3 and id < $4::bigint`,
        [cut.client_id, cut.object_kind, cut.object_id, oldest.id],
      );
    });
  }
  return cuts.length;
}
