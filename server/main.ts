import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { closeGracefully } from './http/graceful-close';
import { loggerOptions } from './http/logger-options';
import { ensureFirstAdmin, UserError } from './users';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST_DIR = join(REPO_ROOT, 'dist');

async function main(dev: boolean): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  await migrate(db);
  await ensureFirstAdmin(db, config, (message) => console.log(message));

  if (!dev && !existsSync(join(DIST_DIR, 'index.html'))) {
    console.log('Building the app (dist/ is missing)…');
    const { build } = await import('vite');
    await build({ root: REPO_ROOT, logLevel: 'warn' });
  }

  let vite: ViteDevServer | undefined;
  const app = await buildApp({
    db,
    config,
    logger: loggerOptions(config.production),
    distDir: DIST_DIR,
    // Vite is created below, once the HTTP server exists for its HMR socket, and before any request arrives.
    devMiddleware: dev ? (req, res, next) => vite?.middlewares(req, res, next) : undefined,
  });
  if (dev) {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: REPO_ROOT,
      appType: 'spa',
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests and closing the database…`);
    await closeGracefully(app);
    await vite?.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Alloy${dev ? ' (development)' : ''} is running at http://${shownHost}:${config.port}`);
}

main(process.argv.includes('--dev')).catch((error: unknown) => {
  const expected =
    error instanceof ConfigError || error instanceof UserError || error instanceof DataDirInUseError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});
