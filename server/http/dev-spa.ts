import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './api-request';

/** A Connect-style middleware, such as a Vite dev server's `middlewares`. */
export type ConnectMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * Development: every request that is not for the API goes to Vite (modules, HMR, index.html fallback).
 * Vite's dev page needs an inline script, so the strict CSP is dropped on these responses.
 */
export function registerDevSpa(app: FastifyInstance, middleware: ConnectMiddleware): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) return done();
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.removeHeader('content-security-policy');
    middleware(request.raw, reply.raw, (error) => {
      if (error) request.log.error(error);
      reply.raw.statusCode = error ? 500 : 404;
      reply.raw.end();
    });
  });
}
