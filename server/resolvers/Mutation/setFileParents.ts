import { randomUUID } from 'node:crypto';
import { badInput, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { assertTakesEntries, directoryEntryWrite, refused } from '../shared/directory-entry-write';
import { parentsRows } from '../shared/entry-rows';

/**
 * Files the file of the entry `directoryId` under exactly `parentIds` (null: the top level) of its
 * directory; `version` is the directory's.
 */
export const setFileParents: MutationResolvers['setFileParents'] = (_parent, args, ctx) =>
  directoryEntryWrite(ctx, args, (directory, kind) => {
    const parentIds = [...new Set(args.parentIds)];
    if (parentIds.length === 0) throw badInput('A file needs at least one place.', { path: 'parentIds' });
    const entry = directory.get(args.directoryId)?.entry;
    if (!entry) throw notFound(`Directory entry "${args.directoryId}" not found.`);
    if (entry.fileId === null)
      throw refused('not-a-file', 'Only a file’s places can be chosen.', 'directoryId');
    for (const parentId of parentIds) {
      if (parentId !== null) assertTakesEntries(directory, parentId, kind, 'parentIds');
    }
    const rows = parentsRows(directory, entry.id, parentIds, randomUUID);
    const unchanged = rows.written.length === 0 && rows.removed.length === 0;
    return { rows: unchanged ? null : rows, answer: {} };
  });
