import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from '../db/database';

/** The channel on which every process hears that a user's sessions ended; the payload is the user id. */
const CHANNEL = 'alloy_sessions';
/** Users whose session version is kept; one more is read from the database when it is asked for. */
const KEPT_USERS = 10_000;

/**
 * Ends every session of a user, in the caller's transaction: tokens issued before carry an older version
 * and stop working on every instance once it commits (each hears of it through `pg_notify`).
 */
export async function endSessions(tx: Queryable, userId: string): Promise<void> {
  await tx.query('update users set session_version = session_version + 1, updated_at = now() where id = $1', [
    userId,
  ]);
  await announceSessionsEnded(tx, userId);
}

/** Tells every process that the user's sessions ended (or the user is gone); delivered at commit. */
export async function announceSessionsEnded(tx: Queryable, userId: string): Promise<void> {
  await tx.query('select pg_notify($1, $2)', [CHANNEL, userId]);
}

/**
 * The current session version of each user, as the token check needs it on every request: kept in memory
 * and read again only after a process announced a change for that user. While the connection that
 * listens is lost, nothing is kept, and every check reads the database.
 */
export class SessionVersions {
  readonly #known = new LRUCache<string, { version: number | null }>({ max: KEPT_USERS });
  /** Moves on with every announcement: a read that began before one may not keep what it read. */
  #epoch = 0;
  #listening = false;

  private constructor(
    private readonly db: Database,
    private stop: () => Promise<void> = async () => undefined,
  ) {}

  static async start(db: Database): Promise<SessionVersions> {
    const versions = new SessionVersions(db);
    versions.stop = await db.listen(
      CHANNEL,
      (userId) => versions.#forget(userId),
      (listening) => versions.#relisten(listening),
    );
    versions.#listening = true;
    return versions;
  }

  /** The user's session version now; null when there is no such user (any more). */
  async current(userId: string): Promise<number | null> {
    const kept = this.#listening ? this.#known.get(userId) : undefined;
    if (kept) return kept.version;
    const epoch = this.#epoch;
    const [row] = await this.db.query<{ session_version: number }>(
      'select session_version from users where id = $1',
      [userId],
    );
    const version = row ? row.session_version : null;
    if (this.#listening && epoch === this.#epoch) this.#known.set(userId, { version });
    return version;
  }

  close(): Promise<void> {
    this.#listening = false;
    return this.stop();
  }

  #forget(userId: string): void {
    this.#epoch += 1;
    this.#known.delete(userId);
  }

  /** Announcements may have been missed: nothing kept is trusted any more, nor kept until listening resumes. */
  #relisten(listening: boolean): void {
    this.#epoch += 1;
    this.#known.clear();
    this.#listening = listening;
  }
}
