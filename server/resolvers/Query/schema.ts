import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { listSchemas } from '../../repositories/schema-repository';
import { firstEntries } from '../shared/first-entries';
import { schemaResponses } from '../shared/schema-response';

export const schema: QueryResolvers['schema'] = async (_parent, _args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const schemas = await listSchemas(ctx.db, viewer.client);
  if (schemas.length === 0) return [];
  return schemaResponses(schemas, await firstEntries(ctx.db, viewer.client, 'SCHEMA', ctx.trees));
};
