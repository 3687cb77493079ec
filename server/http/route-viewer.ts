import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PermissionId } from '../../domain/auth/permissions';
import type { TokenService } from '../auth/tokens';
import type { Viewer } from '../context';
import { tokenCookie } from './image-route';

export type ViewerTokens = Pick<TokenService, 'viewerFromAuthorization'>;

/**
 * The caller of a route outside GraphQL, by the token in the `authorization` header or the app's cookie
 * (so a link downloads); null after answering 401 without a valid token, 403 without `permission`.
 */
export async function viewerWith(
  tokens: ViewerTokens,
  request: FastifyRequest,
  reply: FastifyReply,
  permission: PermissionId,
): Promise<Viewer | null> {
  const viewer = await tokens.viewerFromAuthorization(request.headers.authorization || tokenCookie(request));
  if (!viewer) {
    await reply
      .code(401)
      .send({ message: 'Not logged in or the session has expired.', code: 'UNAUTHENTICATED' });
    return null;
  }
  if (!viewer.permissionIds.includes(permission)) {
    await reply.code(403).send({ message: 'Not allowed.', code: 'FORBIDDEN' });
    return null;
  }
  return viewer;
}
