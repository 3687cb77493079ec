import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `/assets/x.js` or `/favicon.ico` name a file; `/DataEditor/42` names a route of the app. */
function namesFile(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path);
}

export interface BuiltSpa {
  /** Answers with index.html, or 404 when the app has not been built. */
  sendIndex(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the built app from `distDir`: files as they are (hashed `/assets/*` cached for a year), and
 * index.html for every other GET so that client-side routes survive a reload. A client that accepts
 * brotli or gzip gets the `.br` or `.gz` file the build wrote beside the original, when there is one.
 */
export async function registerBuiltSpa(app: FastifyInstance, distDir: string): Promise<BuiltSpa> {
  const hasIndex = existsSync(join(distDir, 'index.html'));
  const sendIndex = (reply: FastifyReply) =>
    hasIndex
      ? reply.header('cache-control', 'no-cache').sendFile('index.html', distDir)
      : reply.code(404).send({ message: 'The app has not been built; run `npm run build`.' });

  await app.register(fastifyStatic, {
    root: distDir,
    // Without a dist folder nothing is served, but reply.sendFile still exists for sendIndex's 404 path.
    serve: existsSync(distDir),
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, path) {
      const hashed = path.startsWith(join(distDir, 'assets'));
      reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !namesFile(request))
      return sendIndex(reply);
    return reply.code(404).send({ message: 'Not found.' });
  });
  return { sendIndex };
}
