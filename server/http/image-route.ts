import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSION } from '../../domain/auth/permissions';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import { findImage } from '../repositories/image-repository';

export const IMAGE_PATH_PREFIX = '/images/';

/** The cookie the SPA keeps its token in; an `<img>` request (or a download) carries no authorization header. */
const TOKEN_COOKIE = 'apollo-token';

/** Images are stored under random UUIDs; any other id names no image. */
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Script inside an SVG must never run, even when the image is opened on its own. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function tokenCookie(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

interface ImageRouteOptions {
  db: Database;
  tokens: Pick<TokenService, 'viewerFromAuthorization'>;
}

const NOT_FOUND = { message: 'Not found.', code: 'NOT_FOUND' };

/**
 * `GET /images/:id` with the token from the `authorization` header or the `apollo-token` cookie: the
 * image's bytes for users of its client, 404 for anyone else.
 */
export function registerImageRoute(app: FastifyInstance, { db, tokens }: ImageRouteOptions): void {
  app.get<{ Params: { id: string } }>(`${IMAGE_PATH_PREFIX}:id`, async (request, reply) => {
    // Checked first: such an id never reaches the database, whoever asks.
    if (!IMAGE_ID.test(request.params.id)) return reply.code(404).send(NOT_FOUND);
    const viewer = await tokens.viewerFromAuthorization(
      request.headers.authorization || tokenCookie(request),
    );
    if (!viewer) {
      return reply
        .code(401)
        .send({ message: 'Not logged in or the session has expired.', code: 'UNAUTHENTICATED' });
    }
    const image = viewer.permissionIds.includes(PERMISSION.access)
      ? await findImage(db, viewer.client, request.params.id)
      : null;
    if (!image) return reply.code(404).send(NOT_FOUND);

    const etag = `"${image.sha256}"`;
    reply
      .header('cache-control', 'private, no-cache')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline');
    if (image.contentType === 'image/svg+xml') {
      reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
    }
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.bytes);
  });
  // Ids longer than a route parameter may be (100 characters), or with a slash, would go to the app's files.
  app.get(`${IMAGE_PATH_PREFIX}*`, async (_request, reply) => reply.code(404).send(NOT_FOUND));
}
