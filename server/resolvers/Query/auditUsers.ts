import { PERMISSION } from '../../../domain/auth/permissions';
import { listAuditUsers } from '../../audit/audit-repository';
import { requireViewer } from '../../auth/require-viewer';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';

/** The users the audit screen's filter offers: admins only, as the audit trail. */
export const auditUsers: QueryResolvers['auditUsers'] = (_parent, _args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.users);
  return listAuditUsers(ctx.db, viewer.client);
};
