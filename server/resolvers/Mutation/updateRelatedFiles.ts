import { PERMISSION } from '../../../domain/auth/permissions';
import { parseUpdateRelatedFilesInput } from '../../../domain/file/file-input';
import { requireViewer } from '../../auth/require-viewer';
import { badInput, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { relatedStatesOf } from '../../history/record-revision';
import { bumpFileVersion, findFile } from '../../repositories/file-repository';
import { listRelatedFiles, setRelatedPositions } from '../../repositories/related-file-repository';
import { assertVersion } from '../shared/assert-version';
import { parseArgument } from '../shared/parse-argument';

/** Puts the file's related files in the order given, which must name each current relationship once. */
export const updateRelatedFiles: MutationResolvers['updateRelatedFiles'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.files);
  const input = parseArgument(() => parseUpdateRelatedFilesInput(args.data));
  const client = viewer.client;

  return ctx.db.transaction(async (tx) => {
    const file = await findFile(tx, client, input.fileId, true);
    if (!file) throw notFound(`File "${input.fileId}" not found.`);
    assertVersion(input.version, file.version, 'file');
    const before = (await listRelatedFiles(tx, client, [file.id])).get(file.id) ?? [];
    const current = new Set(before.map((link) => link.relationshipId));
    const stranger = input.relationshipIds.find((id) => !current.has(id));
    if (stranger !== undefined || input.relationshipIds.length !== current.size) {
      const problem =
        stranger === undefined ? 'leaves out some of them' : `names "${stranger}", which is not one of them`;
      throw badInput(
        `relatedFiles must list each of the file's ${current.size} relationships once; it ${problem}.`,
        {
          path: 'data.relatedFiles',
        },
      );
    }
    await setRelatedPositions(
      tx,
      client,
      input.relationshipIds.map((relationshipId, index) => ({ relationshipId, position: index + 1 })),
    );
    const version = await bumpFileVersion(tx, client, file, viewer.userId, relatedStatesOf(before));
    return { success: true, version };
  });
};
