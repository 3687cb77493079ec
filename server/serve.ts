import type { Server } from 'node:http';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { boundHeapGrowth } from './db/heap-growth';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { PRUNE_EVERY_MS, pruneHistory } from './history/prune-history';
import type { ConnectMiddleware } from './http/dev-spa';
import { closeGracefully } from './http/graceful-close';
import { loggerOptions } from './http/logger-options';
import { DIST_DIR } from './paths';
import { analyzeTreeRows } from './repositories/directory-repository';
import { fillMissingSearchText } from './repositories/search-text-repository';
import { vacuumTableValues } from './repositories/table-values-repository';
import { ensureFirstAdmin, UserError } from './users';

/** Development only: the app served through Vite instead of `dist/`. */
export interface DevFrontEnd {
  middleware: ConnectMiddleware;
  /** Starts with the HTTP server (Vite's hot reload shares its socket); resolves to the way to stop. */
  start(server: Server): Promise<() => Promise<void>>;
}

/** Opens and migrates the database, then serves API and app until SIGTERM or SIGINT. */
export async function serve(dev?: DevFrontEnd): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) boundHeapGrowth();
  const db = await openDatabase(config);
  await migrate(db);
  const indexed = await fillMissingSearchText(db);
  if (indexed > 0) console.log(`Search: indexed ${indexed} schemas and files stored before search existed.`);
  // PGlite gathers no statistics and vacuums nothing by itself; a server gathers them as its trees grow,
  // and both once at start.
  if (db.kind === 'pglite') {
    await analyzeTreeRows(db);
    await vacuumTableValues(db);
  }
  await ensureFirstAdmin(db, config, (message) => console.log(message));
  const prune = () =>
    pruneHistory(db, config.historyKeep).catch((error) => console.error('History pruning failed:', error));
  await prune();
  const pruning = setInterval(prune, PRUNE_EVERY_MS).unref();

  const app = await buildApp({
    db,
    config,
    logger: loggerOptions(config.production),
    distDir: DIST_DIR,
    devMiddleware: dev?.middleware,
  });
  const stopDev = await dev?.start(app.server);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing open requests and closing the database…`);
    clearInterval(pruning);
    await closeGracefully(app);
    await stopDev?.();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Alloy${dev ? ' (development)' : ''} is running at http://${shownHost}:${config.port}`);
}

/** Ends the process with the problem's message: a short one for what the operator can fix, else the error. */
export function exitOnFailure(error: unknown): never {
  const expected =
    error instanceof ConfigError || error instanceof UserError || error instanceof DataDirInUseError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
}
