import { parseDirectoryInput } from '../../../domain/directory/directory-input';
import { clientEntry } from '../../../domain/directory/tree-shape';
import { TREE_DEPTH, type TreeKind } from '../../../domain/directory/types';
import { requireViewer } from '../../auth/require-viewer';
import type { RequestContext } from '../../context';
import { assertVersion } from './assert-version';
import { parseArgument, parseFrontEndType, parseTreeKind } from './parse-argument';
import { treePermission } from './tree-permission';
import { assertKnownReferences, deleteUnreferenced, removedFileIds } from './tree-references';
import { TreeSet } from './tree-set';

export interface ReplaceTreeArgs {
  input: unknown;
  kind: TreeKind | null;
  bin: boolean;
  frontEndType: string | null;
  version?: number | null;
}

/**
 * `updateDirectory` / `updateRecycleBin`: validates the whole tree, checks that every file and schema it
 * names exists, and stores it. Entries dropped from a bin delete their file or schema when no tree names
 * it any more; entries dropped from a directory never do (the client moves them to the bin first).
 */
export async function replaceTree(ctx: RequestContext, args: ReplaceTreeArgs) {
  const { bin } = args;
  const kind = parseTreeKind(args.kind);
  const viewer = requireViewer(ctx, treePermission(kind));
  const frontEndType = parseFrontEndType(args.frontEndType);
  const parsed = parseArgument(() =>
    parseDirectoryInput(args.input, {
      root: bin ? 'bin' : 'directory',
      maxDepth: TREE_DEPTH[kind][bin ? 'bin' : 'directory'],
    }),
  );
  const entries = parsed.map((entry) => clientEntry(entry, viewer.client));

  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, viewer.client, frontEndType, [kind]);
    assertVersion(args.version, trees.version(kind, bin), bin ? 'recycle bin' : 'directory');
    await assertKnownReferences(tx, viewer.client, kind, entries);
    // A bin's old entries tell which files leave it for good.
    const before = bin ? await trees.entries(kind, bin) : [];
    trees.replaceEntries(kind, bin, entries);
    if (bin) await deleteUnreferenced(tx, viewer, trees, kind, removedFileIds(before, entries));
    await trees.save();
    return { success: true, version: trees.version(kind, bin) };
  });
}
