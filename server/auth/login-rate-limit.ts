import { createHash } from 'node:crypto';
import type { Database } from '../db/database';

export interface LoginRateLimitOptions {
  maxFailuresPerName: number;
  maxFailuresPerIp: number;
  windowMs: number;
  now?: () => number;
}

const DEFAULTS: LoginRateLimitOptions = {
  maxFailuresPerName: 10,
  maxFailuresPerIp: 30,
  windowMs: 15 * 60 * 1000,
};

/** Expired rows deleted per admitted attempt: more than the two it adds, so they cannot pile up. */
const PRUNE_BATCH = 50;

/** Arbitrary classes of the two-key advisory locks (apart from the migrations' one-key lock). */
const NAME_LOCK = 1_280_591_937;
const IP_LOCK = 1_280_591_938;

/** An admitted login attempt, counted as a failure until `recordSuccess` takes it back. */
export interface LoginAttempt {
  nameKey: string;
  rowIds: string[];
}

/**
 * Counts failed logins in a sliding window per user name and per client IP, in the database, so that
 * every instance on it counts the same attempts (table `login_failures`).
 */
export class LoginRateLimit {
  readonly #options: LoginRateLimitOptions;
  readonly #now: () => number;

  constructor(options: Partial<LoginRateLimitOptions> = {}) {
    this.#options = { ...DEFAULTS, ...options };
    this.#now = options.now ?? Date.now;
  }

  /**
   * Admits one attempt and counts it as a failure from now on, or returns null when the name or the address
   * already has its limit of failures. Attempts still being checked count too: that is what keeps attempts
   * checked at the same time, on any instance, within the limit.
   */
  async admit(db: Database, ip: string, username: string): Promise<LoginAttempt | null> {
    const nameKey = nameKeyOf(username);
    const now = this.#now();
    const at = new Date(now);
    const since = new Date(now - this.#options.windowMs);
    return db.transaction(async (tx) => {
      // Attempts on one name or one address take turns between counting and inserting. Every attempt locks
      // its name before its address, so no two attempts can wait for each other.
      await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [NAME_LOCK, nameKey]);
      await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [IP_LOCK, ip]);
      const [counts] = await tx.query<{ name: number; ip: number }>(
        `select count(*) filter (where kind = 'name')::int as name, count(*) filter (where kind = 'ip')::int as ip
         from login_failures
         where ((kind = 'name' and key = $1) or (kind = 'ip' and key = $2)) and at > $3`,
        [nameKey, ip, since],
      );
      if (
        (counts?.name ?? 0) >= this.#options.maxFailuresPerName ||
        (counts?.ip ?? 0) >= this.#options.maxFailuresPerIp
      ) {
        return null;
      }
      // Rows another attempt is pruning at the same moment are left to it.
      await tx.query(
        `delete from login_failures where id in (
           select id from login_failures where at <= $1 order by at limit $2 for update skip locked
         )`,
        [since, PRUNE_BATCH],
      );
      const rows = await tx.query<{ id: string }>(
        `insert into login_failures (kind, key, at) values ('name', $1, $3), ('ip', $2, $3)
         returning id::text as id`,
        [nameKey, ip, at],
      );
      return { nameKey, rowIds: rows.map((row) => row.id) };
    });
  }

  /** Clears the name's failures and takes back the attempt's count for its address. */
  async recordSuccess(db: Database, attempt: LoginAttempt): Promise<void> {
    await db.query(
      `delete from login_failures where (kind = 'name' and key = $1) or id = any($2::bigint[])`,
      [attempt.nameKey, attempt.rowIds],
    );
  }
}

/**
 * Case variants of one name share a counter, so changing case does not buy more attempts. Hashed: the key
 * has a bounded length, and a password typed into the name field is not stored.
 */
function nameKeyOf(username: string): string {
  return createHash('sha256').update(username.toLowerCase()).digest('hex');
}
