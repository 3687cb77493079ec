import { PERMISSION } from '../../../domain/auth/permissions';
import { listAuditEvents } from '../../audit/audit-repository';
import { requireViewer } from '../../auth/require-viewer';
import { badInput } from '../../errors';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';

const MAX_LIMIT = 200;
const MAX_OBJECT_ID_LENGTH = 200;

/** Who changed what and when in the caller's client, newest first: for admins, whose role alone manages users. */
export const auditTrail: QueryResolvers['auditTrail'] = async (_parent, args, ctx) => {
  const { limit, offset, objectId } = args;
  const viewer = requireViewer(ctx, PERMISSION.users);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw badInput(`limit must be between 1 and ${MAX_LIMIT}.`, { path: 'limit' });
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw badInput('offset must be 0 or more.', { path: 'offset' });
  }
  if (objectId != null && (objectId.length === 0 || objectId.length > MAX_OBJECT_ID_LENGTH)) {
    throw badInput(`objectId must be 1 to ${MAX_OBJECT_ID_LENGTH} characters.`, { path: 'objectId' });
  }
  for (const name of ['userId', 'operation'] as const) {
    const value = args[name];
    if (value != null && (value.length === 0 || value.length > MAX_OBJECT_ID_LENGTH)) {
      throw badInput(`${name} must be 1 to ${MAX_OBJECT_ID_LENGTH} characters.`, { path: name });
    }
  }
  const from = timestamp(args.from, 'from');
  const to = timestamp(args.to, 'to');
  return listAuditEvents(ctx.db, viewer.client, {
    limit,
    offset,
    objectId: objectId ?? null,
    userId: args.userId ?? null,
    operation: args.operation ?? null,
    objectKind: args.objectKind ?? null,
    from,
    to,
  });
};

/** An ISO timestamp argument, as the database takes it. */
function timestamp(value: string | null | undefined, path: string): string | null {
  if (value == null) return null;
  const time = Date.parse(value);
  if (value.length > 40 || Number.isNaN(time)) {
    throw badInput(`${path} must be an ISO timestamp, e.g. 2026-11-27T00:00:00Z.`, { path });
  }
  return new Date(time).toISOString();
}
