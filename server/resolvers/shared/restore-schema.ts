import { restoreSchemaFields } from '../../../domain/history/revision-compare';
import { nestedElements, schemaState } from '../../../domain/history/revision-state';
import { parseUpdateSchemaInput } from '../../../domain/schema/schema-input';
import { searchShape } from '../../../domain/search/search-text';
import type { Viewer } from '../../context';
import type { Queryable } from '../../db/database';
import { badInput, notFound } from '../../errors';
import type { RevisionRecord } from '../../history/revision-repository';
import { schemaRevisionState } from '../../history/revision-states';
import { findSchema, replaceSchema } from '../../repositories/schema-repository';
import { rewriteSearchTextOfSchemaFiles } from '../../repositories/search-text-repository';
import type { TreeSnapshots } from '../../repositories/tree-snapshots';
import { rebuildUniqueValues, uniqueShape } from '../../rules/unique-values';
import { assertVersion } from './assert-version';
import { DEFAULT_FRONT_END_TYPE, parseArgument } from './parse-argument';
import { TreeSet } from './tree-set';

/** Restores the label and elements of a schema's revision (or only `fields`) over the schema at `version`. */
export async function restoreSchemaRevision(
  tx: Queryable,
  snapshots: TreeSnapshots,
  viewer: Viewer,
  revision: RevisionRecord,
  fields: string[] | null,
  version: number,
) {
  const client = viewer.client;
  const trees = await TreeSet.lock(tx, snapshots, client, DEFAULT_FRONT_END_TYPE, ['SCHEMA']);
  const current = await findSchema(tx, client, revision.objectId, true);
  if (!current) throw notFound(`Schema "${revision.objectId}" no longer exists.`);
  assertVersion(version, current.version, 'schema');
  const state = await schemaRevisionState(tx, client, revision);
  const restore = restoreSchemaFields(state, schemaState(current.label, current.elements), fields);
  if (!restore.ok) {
    throw badInput(`The revision has no field ${restore.unknown.map((key) => `"${key}"`).join(', ')}.`, {
      path: 'fields',
    });
  }
  const input = parseArgument(() =>
    parseUpdateSchemaInput({
      id: current.id,
      label: restore.state.label,
      elements: nestedElements(restore.state.elements),
    }),
  );
  const label = input.label ?? current.label;
  const updated = await replaceSchema(
    tx,
    client,
    current,
    { label, metadata: current.metadata, elements: input.elements },
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
  return { success: true, version: updated.version, orphaned: [] };
}
