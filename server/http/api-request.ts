import type { FastifyRequest } from 'fastify';
import { IMAGE_PATH_PREFIX } from './image-route';

export const GRAPHQL_PATH = '/';
export const HEALTH_PATH = '/healthz';

/** A GraphQL GET carries the operation in `?query=` (GraphQL over HTTP); any other GET of `/` wants the app. */
export function isGraphqlGet(request: FastifyRequest): boolean {
  const { query } = request.query as Record<string, unknown>;
  return typeof query === 'string';
}

/** Requests the API answers; everything else belongs to the single-page app. */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === HEALTH_PATH || path.startsWith(IMAGE_PATH_PREFIX)) return true;
  if (path !== GRAPHQL_PATH) return false;
  return (request.method !== 'GET' && request.method !== 'HEAD') || isGraphqlGet(request);
}
