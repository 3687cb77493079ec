import { randomUUID } from 'node:crypto';
import { PERMISSION } from '../../../domain/auth/permissions';
import { TREE_DEPTH } from '../../../domain/directory/types';
import { parseSaveFileInput } from '../../../domain/file/file-input';
import { requireViewer } from '../../auth/require-viewer';
import { badInput, conflict } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { insertFile } from '../../repositories/file-repository';
import { findSchema } from '../../repositories/schema-repository';
import { assertRules, entryPath } from '../../rules/assert-rules';
import { holdUniqueValues } from '../../rules/unique-values';
import { addEntry } from '../shared/entry-rows';
import { newEntry } from '../shared/new-entry';
import { DEFAULT_FRONT_END_TYPE, parseArgument } from '../shared/parse-argument';
import { TreeSet } from '../shared/tree-set';

/** Stores a new file and files it under `parentId` (a folder of the data directory; null: the root). */
export const saveFile: MutationResolvers['saveFile'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.files);
  const input = parseArgument(() => parseSaveFileInput(args.file));
  const client = viewer.client;

  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, client, DEFAULT_FRONT_END_TYPE, ['DATA']);
    const schema = await findSchema(tx, client, input.schemaId);
    if (!schema) {
      throw badInput(`Unknown schema "${input.schemaId}".`, { path: 'file.schemaId' });
    }
    assertRules(schema.elements, input.data, [], 'file.data');
    const directory = await trees.indexed('DATA', false);
    if (input.parentId !== null) {
      const parent = directory.get(input.parentId);
      if (!parent || parent.entry.isLeaf) {
        throw badInput(`"${input.parentId}" is not a folder of the data directory.`, {
          path: 'file.parentId',
        });
      }
      if (directory.depthOf(input.parentId) >= TREE_DEPTH.DATA.directory) {
        throw badInput(`Folder "${input.parentId}" is too deep to hold files.`, { path: 'file.parentId' });
      }
    }
    const id = input.id ?? randomUUID();
    const stored = await insertFile(tx, client, { ...input, id }, schema.elements, viewer.userId);
    if (!stored) throw conflict(`File id "${id}" is taken.`);
    const sent = new Set(input.data.map((entry) => entry.elementId));
    await holdUniqueValues(tx, client, stored, schema.elements, sent, entryPath(input.data, 'file.data'));
    const entry = newEntry(client, {
      id: randomUUID(),
      name: input.label || id,
      fileId: id,
      schemaId: input.schemaId,
    });
    await trees.change('DATA', false, addEntry(directory, entry, input.parentId));
    await trees.save();
    return { success: true, directoryId: entry.id, id, version: stored.version };
  });
};
