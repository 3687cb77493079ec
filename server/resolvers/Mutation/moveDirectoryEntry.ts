import { MoveRefusedError } from '../../../domain/directory/move-entry';
import { TREE_DEPTH } from '../../../domain/directory/types';
import { badInput, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { directoryEntryWrite, refused } from '../shared/directory-entry-write';
import { moveEntryRows } from '../shared/entry-rows';

/** Moves one entry with its subtree to another place of its directory (see `moveEntry`); `version` is the directory's. */
export const moveDirectoryEntry: MutationResolvers['moveDirectoryEntry'] = (_parent, args, ctx) =>
  directoryEntryWrite(ctx, args, (directory, kind) => {
    if (!Number.isInteger(args.position) || args.position < 1) {
      throw badInput('position counts from 1.', { path: 'position' });
    }
    const to = { parentId: args.parentId ?? null, position: args.position };
    if (!directory.get(args.directoryId)) throw notFound(`Directory entry "${args.directoryId}" not found.`);
    if (to.parentId !== null && !directory.get(to.parentId)) {
      throw notFound(`Folder "${to.parentId}" not found in the directory.`);
    }
    try {
      return { rows: moveEntryRows(directory, args.directoryId, to, TREE_DEPTH[kind].directory), answer: {} };
    } catch (error) {
      if (!(error instanceof MoveRefusedError)) throw error;
      throw refused(error.reason, MOVE_REFUSALS[error.reason], 'parentId');
    }
  });

const MOVE_REFUSALS: Record<MoveRefusedError['reason'], string> = {
  missing: 'The entry or the folder is not in the directory.',
  'into-itself': 'A folder cannot go into itself or a folder inside it.',
  'into-file': 'Only folders take entries.',
  'too-deep': 'The move would nest the directory deeper than it allows.',
  'file-already-there': 'The folder already holds this file.',
  'name-taken': 'The folder already holds a folder of that name.',
};
