import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { listSchemas } from '../../repositories/schema-repository';
import { schemaResponses } from '../shared/schema-response';

export const schema: QueryResolvers['schema'] = async (_parent, _args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  return schemaResponses(ctx.db, viewer.client, await listSchemas(ctx.db, viewer.client), ctx.trees);
};
