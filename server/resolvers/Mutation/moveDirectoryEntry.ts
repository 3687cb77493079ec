import { MoveRefusedError } from '../../../domain/directory/move-entry';
import { TREE_DEPTH } from '../../../domain/directory/types';
import { requireViewer } from '../../auth/require-viewer';
import { badInput, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { assertVersion } from '../shared/assert-version';
import { moveEntryRows } from '../shared/entry-rows';
import { DEFAULT_FRONT_END_TYPE, parseTreeKind } from '../shared/parse-argument';
import { treePermission } from '../shared/tree-permission';
import { TreeSet } from '../shared/tree-set';

/** Moves one entry with its subtree to another place of its directory (see `moveEntry`); `version` is the directory's. */
export const moveDirectoryEntry: MutationResolvers['moveDirectoryEntry'] = async (_parent, args, ctx) => {
  const kind = parseTreeKind(args.tree);
  const viewer = requireViewer(ctx, treePermission(kind));
  if (!Number.isInteger(args.position) || args.position < 1) {
    throw badInput('position counts from 1.', { path: 'position' });
  }
  const to = { parentId: args.parentId ?? null, position: args.position };
  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, viewer.client, DEFAULT_FRONT_END_TYPE, [kind]);
    assertVersion(args.version, trees.version(kind, false), 'directory');
    const directory = await trees.indexed(kind, false);
    if (!directory.get(args.directoryId)) throw notFound(`Directory entry "${args.directoryId}" not found.`);
    if (to.parentId !== null && !directory.get(to.parentId)) {
      throw notFound(`Folder "${to.parentId}" not found in the directory.`);
    }
    let rows: ReturnType<typeof moveEntryRows>;
    try {
      rows = moveEntryRows(directory, args.directoryId, to, TREE_DEPTH[kind].directory);
    } catch (error) {
      if (!(error instanceof MoveRefusedError)) throw error;
      throw badInput(MOVE_REFUSALS[error.reason], { reason: error.reason, path: 'parentId' });
    }
    if (rows) {
      await trees.change(kind, false, rows);
      await trees.save();
    }
    return { success: true, version: trees.version(kind, false) };
  });
};

const MOVE_REFUSALS: Record<MoveRefusedError['reason'], string> = {
  missing: 'The entry or the folder is not in the directory.',
  'into-itself': 'A folder cannot go into itself or a folder inside it.',
  'into-file': 'Only folders take entries.',
  'too-deep': 'The move would nest the directory deeper than it allows.',
  'file-already-there': 'The folder already holds this file.',
  'name-taken': 'The folder already holds a folder of that name.',
};
