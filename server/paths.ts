import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root. This file sits one folder below it, and so does every file of the compiled
 * server (`build/*.js`, see scripts/build-server.mjs), so the same relative step works in both.
 */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The compiled server and commands (scripts/build-server.mjs). */
export const BUILD_DIR = join(REPO_ROOT, 'build');
/** The built app (`vite build`). */
export const DIST_DIR = join(REPO_ROOT, 'dist');
/** The API contract, read at start. */
export const SCHEMA_FILE = join(REPO_ROOT, 'graphql', 'schema.graphql');
/** The versioned SQL migrations. */
export const MIGRATIONS_DIR = join(REPO_ROOT, 'server', 'db', 'migrations');
