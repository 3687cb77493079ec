import { notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { directoryEntryWrite } from '../shared/directory-entry-write';
import { updatedRows } from '../shared/entry-rows';

/** Shows or hides an entry of a directory; `version` is the directory's. */
export const setDirectoryEntryVisibility: MutationResolvers['setDirectoryEntryVisibility'] = (
  _parent,
  args,
  ctx,
) =>
  directoryEntryWrite(ctx, args, (directory) => {
    const entry = directory.get(args.directoryId)?.entry;
    if (!entry) throw notFound(`Directory entry "${args.directoryId}" not found.`);
    const { isVisible } = args;
    return {
      rows: entry.isVisible === isVisible ? null : updatedRows(directory, entry.id, { isVisible }),
      answer: {},
    };
  });
