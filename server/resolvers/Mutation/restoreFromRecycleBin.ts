import { randomUUID } from 'node:crypto';
import { TREE_DEPTH } from '../../../domain/directory/types';
import { requireViewer } from '../../auth/require-viewer';
import { badInput, conflict, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { assertVersion } from '../shared/assert-version';
import { restoreEntry } from '../shared/entry-rows';
import { DEFAULT_FRONT_END_TYPE, parseTreeKind } from '../shared/parse-argument';
import { treePermission } from '../shared/tree-permission';
import { TreeSet } from '../shared/tree-set';

/** Brings a bin root entry back (see `restoreFromBin`); `version` is the bin's, where the user picked the entry. */
export const restoreFromRecycleBin: MutationResolvers['restoreFromRecycleBin'] = async (
  _parent,
  args,
  ctx,
) => {
  const kind = parseTreeKind(args.tree);
  const viewer = requireViewer(ctx, treePermission(kind));
  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, viewer.client, DEFAULT_FRONT_END_TYPE, [kind]);
    assertVersion(args.version, trees.version(kind, true), 'recycle bin');
    const bin = await trees.indexed(kind, true);
    const entry = bin.get(args.directoryId)?.entry;
    if (!entry || !bin.childrenOf(null).includes(args.directoryId)) {
      if (entry) {
        throw badInput('Only entries at the top of the recycle bin can be restored.', {
          path: 'directoryId',
        });
      }
      throw notFound(`Recycle bin entry "${args.directoryId}" not found.`);
    }
    const directory = await trees.indexed(kind, false);
    const restored = restoreEntry(directory, bin, args.directoryId, randomUUID);
    const parentId = restored.directory.written[0]?.entry.parentId ?? null;
    const maxDepth = TREE_DEPTH[kind].directory;
    const parentDepth = parentId === null ? 0 : directory.depthOf(parentId);
    if (parentDepth + bin.heightOf(args.directoryId) > maxDepth) {
      throw conflict(`Restoring here would nest the directory deeper than ${maxDepth} levels.`);
    }
    await trees.change(kind, false, restored.directory);
    await trees.change(kind, true, restored.bin);
    await trees.save();
    return {
      success: true,
      directoryId: restored.restoredId,
      id: entry.fileId,
      version: trees.version(kind, true),
    };
  });
};
