import type { FastifyInstance } from 'fastify';

/** The code of an error raised before GraphQL runs: a body beyond the limit is input the API refuses. */
function codeFor(status: number): string {
  if (status === 500) return 'INTERNAL_SERVER_ERROR';
  return status === 413 ? 'BAD_USER_INPUT' : 'BAD_REQUEST';
}

/**
 * Errors raised before GraphQL runs (body too large, unsupported media type) answer in the GraphQL
 * error shape, with a code like every other error; anything unexpected is logged and answered without
 * details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number; message: string; code?: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply.code(status).send({
      errors: [
        {
          message: status === 500 ? 'Unexpected error.' : error.message,
          extensions: { code: codeFor(status) },
        },
      ],
    });
  });
}
