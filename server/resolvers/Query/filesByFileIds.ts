import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import { badInput } from '../../errors';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { findFiles } from '../../repositories/file-repository';
import { fileResponses } from '../shared/file-response';

const MAX_FILE_IDS = 500;

export const filesByFileIds: QueryResolvers['filesByFileIds'] = async (_parent, { fileIds }, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  if (fileIds.length > MAX_FILE_IDS) {
    throw badInput(`At most ${MAX_FILE_IDS} file ids per request.`, { path: 'fileIds' });
  }
  const files = await findFiles(ctx.db, viewer.client, [...new Set(fileIds)]);
  const byId = new Map(files.map((file) => [file.id, file]));
  const ordered = fileIds.flatMap((id) => {
    const file = byId.get(id);
    return file ? [file] : [];
  });
  return fileResponses(ctx.db, viewer.client, ordered, ctx.trees);
};
