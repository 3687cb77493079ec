import { entryNameSchema } from '../../../domain/directory/directory-input';
import { parseInput } from '../../../domain/errors';
import { notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { directoryEntryWrite, refused } from '../shared/directory-entry-write';
import { siblingNameTakenIn, updatedRows } from '../shared/entry-rows';
import { parseArgument } from '../shared/parse-argument';

/** Renames a folder of a directory; `version` is the directory's. */
export const renameDirectoryEntry: MutationResolvers['renameDirectoryEntry'] = (_parent, args, ctx) =>
  directoryEntryWrite(ctx, args, (directory) => {
    const name = parseArgument(() => parseInput(entryNameSchema, args.name, 'name'));
    const entry = directory.get(args.directoryId)?.entry;
    if (!entry) throw notFound(`Directory entry "${args.directoryId}" not found.`);
    if (entry.fileId !== null) {
      throw refused(
        'file-entry',
        'A file’s entries carry its label: rename the file (updateFile).',
        'directoryId',
      );
    }
    if (siblingNameTakenIn(directory, directory.parentOf(entry.id), name, entry.id)) {
      throw refused('name-taken', 'The folder already holds a folder of that name.', 'name');
    }
    return { rows: entry.name === name ? null : updatedRows(directory, entry.id, { name }), answer: {} };
  });
