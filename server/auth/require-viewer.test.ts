import { describe, expect, it } from 'vitest';
import { PERMISSION, ROLE_PERMISSIONS } from '../../domain/auth/permissions';
import type { RequestContext, Viewer } from '../context';
import { requireViewer } from './require-viewer';

const editor: Viewer = {
  userId: 'u1',
  userName: 'erika',
  client: 'acme',
  permissionIds: ROLE_PERMISSIONS.editor,
};
const contextOf = (viewer: Viewer | null) => ({ viewer }) as RequestContext;

describe('requireViewer', () => {
  it('refuses a request without a valid token as UNAUTHENTICATED', () => {
    expect(() => requireViewer(contextOf(null))).toThrow(
      expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }),
    );
  });

  it('refuses a viewer without the permission as FORBIDDEN', () => {
    expect(() => requireViewer(contextOf(editor), PERMISSION.schemas)).toThrow(
      expect.objectContaining({ extensions: { code: 'FORBIDDEN' } }),
    );
  });

  it('returns the viewer who holds the permission', () => {
    expect(requireViewer(contextOf(editor), PERMISSION.files)).toBe(editor);
    expect(requireViewer(contextOf(editor))).toBe(editor);
  });
});
