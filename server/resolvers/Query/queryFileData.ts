import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import { notFound } from '../../errors';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { findFile } from '../../repositories/file-repository';
import { fileResponses } from '../shared/file-response';

export const queryFileData: QueryResolvers['queryFileData'] = async (_parent, { id }, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const file = await findFile(ctx.db, viewer.client, id);
  const [response] = file ? await fileResponses(ctx.db, viewer.client, [file]) : [];
  if (!response) throw notFound(`File "${id}" not found.`);
  return response;
};
