import { PERMISSION } from '../../../domain/auth/permissions';
import type { TreeKind } from '../../../domain/directory/types';
import { requireViewer } from '../../auth/require-viewer';
import type { RequestContext } from '../../context';
import type { TreeKey } from '../../repositories/directory-repository';
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

/** The tree's current state, read through the app's snapshots. */
export function readTreeSnapshot(ctx: RequestContext, key: TreeKey): Promise<TreeSnapshot> {
  return ctx.trees.read(ctx.db, key);
}

/** The resolver of a tree query. */
export function treeReadResolver(read: TreeRead) {
  return async (_parent: unknown, args: { frontEndType?: string | null }, ctx: RequestContext) =>
    read.respond(await readTreeSnapshot(ctx, treeReadKey(ctx, read, args)));
}
