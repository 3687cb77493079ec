import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { LoginRateLimit } from './auth/login-rate-limit';
import { createTokenService } from './auth/tokens';
import type { Config } from './config';
import type { RequestContext } from './context';
import type { Database } from './db/database';
import { createApiSchema } from './graphql/schema';
import { createApiYoga } from './graphql/yoga';
import { GRAPHQL_PATH, HEALTH_PATH, isGraphqlGet } from './http/api-request';
import { registerBodyParsers } from './http/body-parsers';
import { type BuiltSpa, registerBuiltSpa } from './http/built-spa';
import { registerCompression } from './http/compression';
import { type ConnectMiddleware, registerDevSpa } from './http/dev-spa';
import { registerErrorHandler } from './http/error-handler';
import { registerExportRoutes } from './http/export-route';
import { registerImageRoute } from './http/image-route';
import { registerImportRoute } from './http/import-route';
import { KeptEncodings } from './http/kept-encodings';
import { RequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { sendFetchResponse } from './http/send-fetch-response';
import { DIST_DIR } from './paths';
import { dataVersionReader } from './repositories/data-version-repository';
import { TreeSnapshots } from './repositories/tree-snapshots';
import { TREE_READ_FIELDS, treeStateVersions } from './resolvers/shared/tree-reads';

export const BODY_LIMIT_BYTES = 16 * 1024 * 1024;

export interface AppOptions {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** The built app; defaults to `dist/` at the repository root. */
  distDir?: string;
  /** Development: serve the app through this (Vite's middlewares) instead of `distDir`. */
  devMiddleware?: ConnectMiddleware;
  loginRateLimit?: LoginRateLimit;
}

/** The HTTP server (GraphQL API, health check and the single-page app), not yet listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy ?? false,
  });
  const auth = {
    tokens: await createTokenService(db, config),
    loginRateLimit: options.loginRateLimit ?? new LoginRateLimit(),
    passwordCost: config.passwordCost,
  };
  app.addHook('onClose', () => auth.tokens.close());
  const trees = new TreeSnapshots();
  const context = async (request: FastifyRequest): Promise<RequestContext> => ({
    db,
    viewer: await auth.tokens.viewerFromAuthorization(request.headers.authorization),
    ip: request.ip,
    auth,
    trees,
  });
  const schema = createApiSchema();
  const yoga = createApiYoga({
    schema,
    production: config.production,
    logger: app.log,
    context,
    answers: {
      viewer: (request) =>
        auth.tokens.viewerFromAuthorization(request.headers.get('authorization') ?? undefined),
      dataVersion: dataVersionReader(db),
      stateFields: TREE_READ_FIELDS,
      stateVersion: treeStateVersions(db),
    },
  });

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerBodyParsers(app, BODY_LIMIT_BYTES);
  registerImageRoute(app, { db, tokens: auth.tokens });
  registerExportRoutes(app, { db, tokens: auth.tokens, trees });
  registerImportRoute(app, { db, tokens: auth.tokens, trees });

  let spa: BuiltSpa | null = null;
  if (options.devMiddleware) registerDevSpa(app, options.devMiddleware);
  else spa = await registerBuiltSpa(app, options.distDir ?? DIST_DIR);
  // After images and the app's files: they go as stored, the app's files precompressed by the build.
  await registerCompression(app);
  const encodings = new KeptEncodings();

  app.route({
    method: ['GET', 'POST'],
    url: GRAPHQL_PATH,
    async handler(request, reply) {
      if (request.method !== 'POST' && !isGraphqlGet(request) && spa) return spa.sendIndex(reply);
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      return sendFetchResponse(reply, response, (text) => encodings.encode(request, reply, text));
    },
  });

  app.get(HEALTH_PATH, async (request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  return app;
}
