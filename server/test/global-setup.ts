import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
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
  if (stale)
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

/**
 * PGlite's initdb takes seconds of CPU, and the suite opens hundreds of databases: it runs once here, and
 * each test database starts as a copy of the empty data directory it made.
 */
async function savePgliteImage(dir: string): Promise<string> {
  const pg = await PGlite.create();
  try {
    const path = join(dir, 'empty-database.tar');
    writeFileSync(path, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
    return path;
  } finally {
    await pg.close();
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  compileServer();
  const dir = mkdtempSync(join(tmpdir(), 'alloy-api-tests-'));
  project.provide('pgliteImage', await savePgliteImage(dir));
  return () => rmSync(dir, { recursive: true, force: true });
}
