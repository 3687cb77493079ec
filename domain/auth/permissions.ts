/** Permission ids carried in the token. The spec counts a user as logged in with more than one. */
export const PERMISSION = {
  access: 'alloy.access',
  files: 'alloy.files',
  folders: 'alloy.folders',
  schemas: 'alloy.schemas',
  users: 'alloy.users',
} as const;

export type PermissionId = (typeof PERMISSION)[keyof typeof PERMISSION];

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** Content admins manage schemas, folders, files and users; editors folders and files only. */
export const ROLE_PERMISSIONS: Record<Role, PermissionId[]> = {
  admin: Object.values(PERMISSION),
  editor: [PERMISSION.access, PERMISSION.files, PERMISSION.folders],
};
