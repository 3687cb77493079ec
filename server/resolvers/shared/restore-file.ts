import { randomUUID } from 'node:crypto';
import { parseFileData } from '../../../domain/file/file-input';
import { restoreFileFields } from '../../../domain/history/revision-compare';
import { flattenElements } from '../../../domain/schema/element-ops';
import type { Viewer } from '../../context';
import type { Queryable } from '../../db/database';
import { badInput, notFound } from '../../errors';
import { readRelatedStates } from '../../history/record-revision';
import type { RevisionRecord } from '../../history/revision-repository';
import { fileRevisionState } from '../../history/revision-states';
import { existingFileIds, findFile, replaceFile } from '../../repositories/file-repository';
import { deleteRelatedFilesOf, insertRelatedFiles } from '../../repositories/related-file-repository';
import { findSchema } from '../../repositories/schema-repository';
import type { TreeSnapshots } from '../../repositories/tree-snapshots';
import { assertRules, changedElementIds } from '../../rules/assert-rules';
import { holdUniqueValues } from '../../rules/unique-values';
import { assertVersion } from './assert-version';
import { DEFAULT_FRONT_END_TYPE, parseArgument } from './parse-argument';
import { TreeSet } from './tree-set';

/**
 * Restores fields of a file's revision (all without `fields`) over the file as it is at `version`: a new
 * label renames its entries; related files that no longer exist are left out.
 */
export async function restoreFileRevision(
  tx: Queryable,
  snapshots: TreeSnapshots,
  viewer: Viewer,
  revision: RevisionRecord,
  fields: string[] | null,
  version: number,
) {
  const client = viewer.client;
  const trees = await TreeSet.lock(tx, snapshots, client, DEFAULT_FRONT_END_TYPE, ['DATA']);
  const current = await findFile(tx, client, revision.objectId, true);
  if (!current) throw notFound(`File "${revision.objectId}" no longer exists.`);
  assertVersion(version, current.version, 'file');
  const state = await fileRevisionState(tx, client, revision);
  const schema = await findSchema(tx, client, current.schemaId);
  const elements = schema?.elements ?? [];
  const relatedBefore = (await readRelatedStates(tx, client, [current.id])).get(current.id) ?? [];
  const restore = restoreFileFields(
    state,
    { label: current.label, data: current.data, related: relatedBefore },
    fields,
    new Set(flattenElements(elements).map((element) => element.elementId)),
  );
  if (!restore.ok) {
    throw badInput(`The revision has no field ${restore.unknown.map((key) => `"${key}"`).join(', ')}.`, {
      path: 'fields',
    });
  }
  const data = parseArgument(() => parseFileData(restore.state.data, 'data'));
  assertRules(elements, data, current.data, 'fields');
  const existing = await existingFileIds(
    tx,
    client,
    restore.state.related.map((item) => item.fileId),
  );
  const relatedAfter = restore.state.related.filter((item) => existing.has(item.fileId));
  const relatedChanged = JSON.stringify(relatedAfter) !== JSON.stringify(relatedBefore);
  if (relatedChanged) {
    await deleteRelatedFilesOf(tx, client, current.id);
    await insertRelatedFiles(
      tx,
      client,
      current.id,
      relatedAfter.map((item, index) => ({
        relationshipId: randomUUID(),
        relatedFileId: item.fileId,
        elementId: item.elementId,
        position: index + 1,
      })),
    );
  }
  const { label } = restore.state;
  const updated = await replaceFile(
    tx,
    client,
    current,
    { label, data },
    elements,
    viewer.userId,
    relatedChanged ? { before: relatedBefore, after: relatedAfter } : undefined,
  );
  await holdUniqueValues(
    tx,
    client,
    updated,
    elements,
    changedElementIds(data, current.data),
    () => 'fields',
  );
  if (label !== current.label) {
    await trees.renameEntriesOf('DATA', current.id, label || current.id);
    await trees.save();
  }
  return { success: true, version: updated.version, orphaned: restore.orphaned };
}
