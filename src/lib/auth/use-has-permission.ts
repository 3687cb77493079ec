import type { PermissionId } from '../../../domain/auth/permissions';
import { hasPermission } from './has-permission';
import { useSessionUser } from './use-session-user';

/** Whether the signed-in user's token grants `permission`; follows a new token (a renewal, another login). */
export function useHasPermission(permission: PermissionId): boolean {
  return hasPermission(useSessionUser(), permission);
}
