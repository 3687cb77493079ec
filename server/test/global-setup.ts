import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { emptyDataDirFiles, emptyDataDirImage } from '../db/empty-data-dir';
import { REPO_ROOT } from '../paths';
import { builtEntry } from './built';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an initialised, empty PGlite data directory (see `openTestDatabase`). */
    pgliteImage: string;
  }
}

const SOURCES = ['server', 'domain', 'scripts', 'graphql'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Tests that start servers and commands as processes run the compiled server; it is compiled again when a
 * source is newer than it, so they never test yesterday's code.
 */
function compileServer(): void {
  const main = builtEntry('main');
  const builtAt = existsSync(main) ? statSync(main).mtimeMs : 0;
  const stale = SOURCES.some((dir) => newestSource(join(REPO_ROOT, dir)) > builtAt);
  if (stale || !existsSync(emptyDataDirImage()) || !existsSync(emptyDataDirFiles()))
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

export default function setup(project: TestProject): void {
  compileServer();
  // The build saved PGlite's empty data directory (initdb takes seconds of CPU); each test database in
  // memory starts as a copy of it.
  project.provide('pgliteImage', emptyDataDirImage());
}
