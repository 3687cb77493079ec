import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { readTree } from '../../repositories/directory-repository';
import { recycleBinResponse } from '../shared/directory-response';
import { parseFrontEndType } from '../shared/parse-argument';

/** The schema recycle bin of the caller's client. */
export const schemaRecycleBin: QueryResolvers['schemaRecycleBin'] = async (
  _parent,
  { frontEndType },
  ctx,
) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const key = {
    client: viewer.client,
    frontEndType: parseFrontEndType(frontEndType),
    tree: 'SCHEMA',
    bin: true,
  } as const;
  return recycleBinResponse(await readTree(ctx.db, key));
};
