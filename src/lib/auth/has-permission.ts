import type { PermissionId } from '../../../domain/auth/permissions';
import type { SessionUser } from './decode-token';

/**
 * Whether the session's token grants `permission`. The app only hides what the user may not do; the server
 * checks the same permission ids on every call.
 */
export function hasPermission(user: SessionUser | null, permission: PermissionId): boolean {
  return user?.permissionIds.includes(permission) ?? false;
}
