import { PERMISSION, type PermissionId } from '../../../domain/auth/permissions';
import type { TreeKind } from '../../../domain/directory/types';

/** Folders of the data tree are an editor's business; the schema tree belongs to schema admins. */
export const treePermission = (kind: TreeKind): PermissionId =>
  kind === 'DATA' ? PERMISSION.folders : PERMISSION.schemas;
