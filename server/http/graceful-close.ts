import type { FastifyInstance } from 'fastify';

/** How long open requests may take to finish once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 30_000;
const REAP_INTERVAL_MS = 100;

/**
 * Stops taking requests, lets the open ones finish, then closes the app. Node closes the keep-alive
 * connections that are idle when closing starts, but not one that becomes idle later, when its last
 * request is answered: that one would keep the process alive until the keep-alive timeout, so idle
 * connections are closed again and again until the app is closed. Whatever is still open after
 * `graceMs` is cut.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const { server } = app;
  const reap = setInterval(() => server.closeIdleConnections(), REAP_INTERVAL_MS);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(reap);
    clearTimeout(cut);
  }
}
