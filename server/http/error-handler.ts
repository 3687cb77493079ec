import type { FastifyInstance } from 'fastify';

/**
 * Errors raised before GraphQL runs (body too large, unsupported media type) answer in the GraphQL
 * error shape; anything unexpected is logged and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number; message: string; code?: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send({
      errors: [{ message: status === 500 ? 'Unexpected error.' : error.message }],
    });
  });
}
