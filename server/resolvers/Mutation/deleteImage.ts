import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import { notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { deleteImage as deleteStoredImage } from '../../repositories/image-repository';

/** Deletes one image of the caller's client; the file's data is the caller's to update. */
export const deleteImage: MutationResolvers['deleteImage'] = async (_parent, { id }, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.files);
  if (!(await deleteStoredImage(ctx.db, viewer.client, id))) throw notFound(`Image "${id}" not found.`);
  return { success: true };
};
