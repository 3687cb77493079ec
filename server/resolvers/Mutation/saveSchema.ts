import { randomUUID } from 'node:crypto';
import { PERMISSION } from '../../../domain/auth/permissions';
import { addItem } from '../../../domain/directory/tree-ops';
import { findItem } from '../../../domain/directory/tree-shape';
import { type DirectoryItem, TREE_DEPTH } from '../../../domain/directory/types';
import { parseSaveSchemaInput } from '../../../domain/schema/schema-input';
import { requireViewer } from '../../auth/require-viewer';
import { conflict } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { insertSchema } from '../../repositories/schema-repository';
import { DEFAULT_SCHEMA_FOLDER, newEntry } from '../shared/new-entry';
import { DEFAULT_FRONT_END_TYPE, parseArgument } from '../shared/parse-argument';
import { TreeSet } from '../shared/tree-set';

/** The id of a folder entry that can take one more level, or null. */
function roomyFolder(items: DirectoryItem[], id: string | null): string | null {
  const found = id === null ? null : findItem(items, id);
  return found && !found.item.isLeaf && found.depth < TREE_DEPTH.SCHEMA.directory ? found.item.id : null;
}

/** Stores a new schema and files it in the schema directory under `parentId` or the default folder. */
export const saveSchema: MutationResolvers['saveSchema'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.schemas);
  const input = parseArgument(() => parseSaveSchemaInput(args.schema));
  const client = viewer.client;

  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, client, DEFAULT_FRONT_END_TYPE, ['SCHEMA']);
    const id = input.id ?? randomUUID();
    const stored = await insertSchema(tx, client, { ...input, id }, viewer.userId);
    if (!stored) throw conflict(`Schema id "${id}" is taken.`);

    let items = await trees.items('SCHEMA', false);
    let parentId = roomyFolder(items, input.parentId) ?? roomyFolder(items, DEFAULT_SCHEMA_FOLDER.id);
    if (parentId === null && !findItem(items, DEFAULT_SCHEMA_FOLDER.id)) {
      items = addItem(items, newEntry(client, DEFAULT_SCHEMA_FOLDER), null);
      parentId = DEFAULT_SCHEMA_FOLDER.id;
    }
    const entry = newEntry(client, { id: randomUUID(), name: input.label, fileId: id, schemaId: id });
    trees.replaceItems('SCHEMA', false, addItem(items, entry, parentId));
    await trees.save();
    return { success: true, directoryId: entry.id, id, version: stored.version };
  });
};
