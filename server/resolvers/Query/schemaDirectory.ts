import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { readTree } from '../../repositories/directory-repository';
import { directoryResponse } from '../shared/directory-response';
import { parseFrontEndType } from '../shared/parse-argument';

/** The schema directory of the caller's client. */
export const schemaDirectory: QueryResolvers['schemaDirectory'] = async (_parent, { frontEndType }, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const key = {
    client: viewer.client,
    frontEndType: parseFrontEndType(frontEndType),
    tree: 'SCHEMA',
    bin: false,
  } as const;
  return directoryResponse(await readTree(ctx.db, key));
};
