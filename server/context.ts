import type { AuthServices } from './auth/auth-services';
import type { Database } from './db/database';
import type { TreeSnapshots } from './repositories/tree-snapshots';

/** Who is calling, taken from a verified token. */
export interface Viewer {
  userId: string;
  userName: string;
  client: string;
  permissionIds: string[];
  /** When the session began (seconds since the epoch): the login, kept across renewals. */
  authTime?: number;
}

export interface RequestContext {
  db: Database;
  /** Null when the request carries no valid token; resolvers call `requireViewer`. */
  viewer: Viewer | null;
  /** Client IP, for login rate limiting. */
  ip: string;
  /** The app's token service and login rate limiter, shared by all its requests. */
  auth: AuthServices;
  /** Trees read before, kept by their stored state; shared by all requests of the app (reads only). */
  trees: TreeSnapshots;
  /**
   * Where a query's answer may be kept by the states it shows (see `keptAnswers`): the resolvers of such
   * states (the tree reads) name theirs here with the version they read (null: more than one).
   */
  readStates?: Map<string, string | null>;
}
