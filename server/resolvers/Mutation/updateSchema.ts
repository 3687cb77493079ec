import { PERMISSION } from '../../../domain/auth/permissions';
import { parseUpdateSchemaInput } from '../../../domain/schema/schema-input';
import { searchShape } from '../../../domain/search/search-text';
import { requireViewer } from '../../auth/require-viewer';
import { notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { findSchema, replaceSchema } from '../../repositories/schema-repository';
import { rewriteSearchTextOfSchemaFiles } from '../../repositories/search-text-repository';
import { rebuildUniqueValues, uniqueShape } from '../../rules/unique-values';
import { assertVersion } from '../shared/assert-version';
import { firstEntriesOf } from '../shared/first-entries';
import { DEFAULT_FRONT_END_TYPE, parseArgument } from '../shared/parse-argument';
import { schemaResponses } from '../shared/schema-response';
import { TreeSet } from '../shared/tree-set';

/** Replaces a schema's elements (and label, metadata when given); a new label renames its entries. */
export const updateSchema: MutationResolvers['updateSchema'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.schemas);
  const input = parseArgument(() => parseUpdateSchemaInput(args.schema));
  const client = viewer.client;

  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, client, DEFAULT_FRONT_END_TYPE, ['SCHEMA']);
    const current = await findSchema(tx, client, input.id, true);
    if (!current) throw notFound(`Schema "${input.id}" not found.`);
    assertVersion(input.version, current.version, 'schema');
    const label = input.label ?? current.label;
    const updated = await replaceSchema(
      tx,
      client,
      current,
      { label, metadata: input.metadata ?? current.metadata, elements: input.elements },
      viewer.userId,
    );
    if (searchShape(input.elements) !== searchShape(current.elements)) {
      await rewriteSearchTextOfSchemaFiles(tx, client, current.id, input.elements);
    }
    if (uniqueShape(input.elements) !== uniqueShape(current.elements)) {
      await rebuildUniqueValues(tx, client, current.id, input.elements);
    }
    if (label !== current.label) await trees.renameEntriesOf('SCHEMA', current.id, label);
    await trees.save();
    const [data] = schemaResponses([updated], firstEntriesOf(await trees.indexed('SCHEMA', false)));
    return { success: true, data };
  });
};
