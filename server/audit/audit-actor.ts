import type { Database, Queryable } from '../db/database';

/** Who is writing, through which operation; the audit triggers of migration 004 read it. */
export interface AuditActor {
  userId: string;
  userName: string;
  operation: string;
}

/**
 * The database as seen by one write operation: every transaction first names the actor for the audit
 * triggers (transaction-local, so a pooled connection forgets it on commit), and a statement outside a
 * transaction runs in one of its own for the same reason.
 */
export function withAuditActor(db: Database, actor: AuditActor): Database {
  const actorJson = JSON.stringify(actor);
  const transaction = <T>(work: (tx: Queryable) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query("select set_config('alloy.actor', $1, true)", [actorJson]);
      return work(tx);
    });
  return {
    kind: db.kind,
    transaction,
    query: (sql, params) => transaction((tx) => tx.query(sql, params)),
    changeCount: () => db.changeCount(),
    listen: (channel, onMessage, onListening) => db.listen(channel, onMessage, onListening),
    close: () => db.close(),
  };
}
