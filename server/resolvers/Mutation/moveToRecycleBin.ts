import { requireViewer } from '../../auth/require-viewer';
import { notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { assertVersion } from '../shared/assert-version';
import { binEntry } from '../shared/entry-rows';
import { DEFAULT_FRONT_END_TYPE, parseTreeKind } from '../shared/parse-argument';
import { treePermission } from '../shared/tree-permission';
import { TreeSet } from '../shared/tree-set';

/** Moves an entry with its subtree from a directory to its bin; `version` is the directory's. */
export const moveToRecycleBin: MutationResolvers['moveToRecycleBin'] = async (_parent, args, ctx) => {
  const kind = parseTreeKind(args.tree);
  const viewer = requireViewer(ctx, treePermission(kind));
  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, viewer.client, DEFAULT_FRONT_END_TYPE, [kind]);
    assertVersion(args.version, trees.version(kind, false), 'directory');
    const directory = await trees.indexed(kind, false);
    if (!directory.get(args.directoryId)) throw notFound(`Directory entry "${args.directoryId}" not found.`);
    const moved = binEntry(directory, await trees.indexed(kind, true), args.directoryId);
    await trees.change(kind, false, moved.directory);
    await trees.change(kind, true, moved.bin);
    await trees.save();
    return { success: true, version: trees.version(kind, false) };
  });
};
