import type { PermissionId } from '../../domain/auth/permissions';
import type { RequestContext, Viewer } from '../context';
import { forbidden, unauthenticated } from '../errors';

/** The caller, when the request carries a valid token that grants `permission` (if one is asked for). */
export function requireViewer(ctx: RequestContext, permission?: PermissionId): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  if (permission && !ctx.viewer.permissionIds.includes(permission)) {
    throw forbidden('Your role does not allow this operation.');
  }
  return ctx.viewer;
}
