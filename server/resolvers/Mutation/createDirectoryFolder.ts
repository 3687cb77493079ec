import { randomUUID } from 'node:crypto';
import { entryIdSchema, entryNameSchema } from '../../../domain/directory/directory-input';
import { parseInput } from '../../../domain/errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { assertTakesEntries, directoryEntryWrite, refused } from '../shared/directory-entry-write';
import { addEntry, siblingNameTakenIn } from '../shared/entry-rows';
import { newEntry } from '../shared/new-entry';
import { parseArgument } from '../shared/parse-argument';

/** Adds a folder at the end of `parentId`'s children (null: the top level); `version` is the directory's. */
export const createDirectoryFolder: MutationResolvers['createDirectoryFolder'] = (_parent, args, ctx) =>
  directoryEntryWrite(ctx, args, (directory, kind, viewer) => {
    const name = parseArgument(() => parseInput(entryNameSchema, args.name, 'name'));
    const id = args.id == null ? randomUUID() : parseArgument(() => parseInput(entryIdSchema, args.id, 'id'));
    const parentId = args.parentId ?? null;
    if (directory.get(id)) throw refused('id-taken', `Entry id "${id}" is taken.`, 'id');
    if (parentId !== null) assertTakesEntries(directory, parentId, kind, 'parentId');
    if (siblingNameTakenIn(directory, parentId, name)) {
      throw refused('name-taken', 'The folder already holds a folder of that name.', 'name');
    }
    const { children: _children, ...folder } = newEntry(viewer.client, { id, name });
    return { rows: addEntry(directory, folder, parentId), answer: { directoryId: id, id: null } };
  });
