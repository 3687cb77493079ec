import { PERMISSION } from '../../../domain/auth/permissions';
import type { TreeKind } from '../../../domain/directory/types';
import { requireViewer } from '../../auth/require-viewer';
import type { RequestContext } from '../../context';
import type { Database } from '../../db/database';
import { keptVersionReader } from '../../repositories/data-version-repository';
import { readTreeStamp, type TreeKey, treeKeyId } from '../../repositories/directory-repository';
import type { TreeSnapshot } from '../../repositories/tree-snapshots';
import { directoryResponse, recycleBinResponse } from './directory-response';
import { parseFrontEndType } from './parse-argument';

/** A query that answers one whole tree of the caller's client. */
export interface TreeRead {
  tree: TreeKind;
  bin: boolean;
  respond: (stored: TreeSnapshot) => unknown;
}

/** The tree queries by root field name. */
export const TREE_READS = {
  getDirectoryFolderToLoggedInClient: { tree: 'DATA', bin: false, respond: directoryResponse },
  recycleBin: { tree: 'DATA', bin: true, respond: recycleBinResponse },
  schemaDirectory: { tree: 'SCHEMA', bin: false, respond: directoryResponse },
  schemaRecycleBin: { tree: 'SCHEMA', bin: true, respond: recycleBinResponse },
} satisfies Record<string, TreeRead>;

/** Which tree the caller may read; throws UNAUTHENTICATED, FORBIDDEN or BAD_USER_INPUT otherwise. */
export function treeReadKey(
  ctx: RequestContext,
  read: TreeRead,
  args: { frontEndType?: string | null },
): TreeKey {
  const viewer = requireViewer(ctx, PERMISSION.access);
  return {
    client: viewer.client,
    frontEndType: parseFrontEndType(args.frontEndType),
    tree: read.tree,
    bin: read.bin,
  };
}

/** The state a tree read shows, as the kept answers name it: the tree of the caller's client (see `keptAnswers`). */
export const treeState = ({ frontEndType, tree, bin }: TreeKey): string =>
  JSON.stringify([frontEndType, tree, bin]);

/** The client's tree a state named by `treeState` is; null for any other text. */
export function treeOfState(client: string, state: string): TreeKey | null {
  const named: unknown = JSON.parse(state);
  if (!Array.isArray(named)) return null;
  const [frontEndType, tree, bin] = named as unknown[];
  if (typeof frontEndType !== 'string' || (tree !== 'DATA' && tree !== 'SCHEMA') || typeof bin !== 'boolean')
    return null;
  return { client, frontEndType, tree, bin };
}

/**
 * Reads the stamp of the tree a state names, for the kept answers (null: no such tree yet), kept as long as
 * nothing can have changed (see `keptVersionReader`).
 */
export function treeStateVersions(db: Database): (client: string, state: string) => Promise<string | null> {
  const stamps = keptVersionReader(db, (key: TreeKey) => readTreeStamp(db, key), treeKeyId);
  return async (client, state) => {
    const key = treeOfState(client, state);
    return key ? stamps(key) : null;
  };
}

/** The root fields whose answer is one tree (see `TREE_READS`). */
export const TREE_READ_FIELDS: ReadonlySet<string> = new Set(Object.keys(TREE_READS));

/** The tree's current state, read through the app's snapshots. */
export function readTreeSnapshot(ctx: RequestContext, key: TreeKey): Promise<TreeSnapshot> {
  return ctx.trees.read(ctx.db, key);
}

/** The resolver of a tree query. */
export function treeReadResolver(read: TreeRead) {
  return async (_parent: unknown, args: { frontEndType?: string | null }, ctx: RequestContext) => {
    const key = treeReadKey(ctx, read, args);
    const snapshot = await readTreeSnapshot(ctx, key);
    const state = treeState(key);
    const seen = ctx.readStates?.get(state);
    ctx.readStates?.set(state, seen === undefined || seen === snapshot.stamp ? snapshot.stamp : null);
    return read.respond(snapshot);
  };
}
