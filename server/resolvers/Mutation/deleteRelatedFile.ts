import { PERMISSION } from '../../../domain/auth/permissions';
import { removeRelated } from '../../../domain/file/related-ops';
import { requireViewer } from '../../auth/require-viewer';
import { notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { relatedStatesOf } from '../../history/record-revision';
import { bumpFileVersion, findFile } from '../../repositories/file-repository';
import {
  deleteRelationship,
  findRelationship,
  listRelatedFiles,
  setRelatedPositions,
} from '../../repositories/related-file-repository';
import { assertRelatedCounts } from '../../rules/related-count';

/** Removes one related file; the rest are renumbered from 1. */
export const deleteRelatedFile: MutationResolvers['deleteRelatedFile'] = async (
  _parent,
  { relationshipId },
  ctx,
) => {
  const viewer = requireViewer(ctx, PERMISSION.files);
  const client = viewer.client;

  return ctx.db.transaction(async (tx) => {
    const missing = () => notFound(`Relationship "${relationshipId}" not found.`);
    const link = await findRelationship(tx, client, relationshipId);
    if (!link) throw missing();
    const file = await findFile(tx, client, link.fileId, true);
    if (!file) throw missing();
    // Read again under the file's lock: a concurrent delete may have won.
    const current = (await listRelatedFiles(tx, client, [link.fileId])).get(link.fileId) ?? [];
    if (!current.some((related) => related.relationshipId === relationshipId)) throw missing();
    const left = current.filter((related) => related.relationshipId !== relationshipId);
    const removed = current.find((related) => related.relationshipId === relationshipId);
    await assertRelatedCounts(
      tx,
      client,
      file,
      left,
      [removed?.elementId ?? null],
      'fewer',
      'relationshipId',
    );
    await deleteRelationship(tx, client, relationshipId);
    await setRelatedPositions(tx, client, removeRelated(current, relationshipId));
    const version = await bumpFileVersion(tx, client, file, viewer.userId, relatedStatesOf(current));
    return { success: true, version };
  });
};
