import { randomUUID } from 'node:crypto';
import { PERMISSION } from '../../../domain/auth/permissions';
import { parseAddRelatedFilesInput } from '../../../domain/file/file-input';
import { appendRelated } from '../../../domain/file/related-ops';
import { requireViewer } from '../../auth/require-viewer';
import { badInput, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { relatedStatesOf } from '../../history/record-revision';
import { bumpFileVersion, existingFileIds, findFile } from '../../repositories/file-repository';
import {
  insertRelatedFiles,
  listRelatedFiles,
  type NewRelated,
  setRelatedPositions,
} from '../../repositories/related-file-repository';
import { assertRelatedCounts } from '../../rules/related-count';
import { assertVersion } from '../shared/assert-version';
import { parseArgument } from '../shared/parse-argument';

const linkKey = (fileId: string, elementId: string | null) => JSON.stringify([fileId, elementId]);

/** Appends related files after the current ones; a link that exists already (same file and element) is skipped. */
export const addRelatedFiles: MutationResolvers['addRelatedFiles'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.files);
  const input = parseArgument(() => parseAddRelatedFilesInput(args.data));
  const client = viewer.client;
  if (input.relationships.some((link) => link.fileId === input.fileId)) {
    throw badInput('A file cannot be related to itself.', { path: 'data.relationship' });
  }

  return ctx.db.transaction(async (tx) => {
    const file = await findFile(tx, client, input.fileId, true);
    if (!file) throw notFound(`File "${input.fileId}" not found.`);
    assertVersion(input.version, file.version, 'file');
    const known = await existingFileIds(
      tx,
      client,
      input.relationships.map((link) => link.fileId),
    );
    const unknown = input.relationships.find((link) => !known.has(link.fileId));
    if (unknown) throw notFound(`File "${unknown.fileId}" not found.`);

    const current: NewRelated[] = (await listRelatedFiles(tx, client, [file.id])).get(file.id) ?? [];
    const linked = new Set(current.map((link) => linkKey(link.relatedFileId, link.elementId)));
    const added: NewRelated[] = [];
    for (const link of input.relationships) {
      const key = linkKey(link.fileId, link.elementId);
      if (linked.has(key)) continue;
      linked.add(key);
      added.push({
        relationshipId: randomUUID(),
        relatedFileId: link.fileId,
        elementId: link.elementId,
        position: 0,
      });
    }
    if (added.length === 0) return { success: true, version: file.version };

    const next = appendRelated(current, added);
    await assertRelatedCounts(
      tx,
      client,
      file,
      next,
      added.map((link) => link.elementId),
      'more',
      'data.relationship',
    );
    const addedIds = new Set(added.map((link) => link.relationshipId));
    await setRelatedPositions(
      tx,
      client,
      next.filter((link) => !addedIds.has(link.relationshipId)),
    );
    await insertRelatedFiles(
      tx,
      client,
      file.id,
      next.filter((link) => addedIds.has(link.relationshipId)),
    );
    const version = await bumpFileVersion(tx, client, file, viewer.userId, relatedStatesOf(current));
    return { success: true, version };
  });
};
