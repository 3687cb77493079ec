import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const KEPT_OUTPUT_LINES = 40;
/** The compiled server (`npm run build`) and node's flags for it, as `npm start` runs it. */
const SERVER_ENTRY = 'build/main.js';
const SERVER_NODE_FLAGS = ['--v8-pool-size=1'];

export interface ServerOptions {
  /** PGlite's data folder; with `databaseUrl`, where the server keeps nothing but its event loop figures. */
  dataDir: string;
  /** A PostgreSQL database to run on instead of PGlite. */
  databaseUrl?: string;
  adminUsername: string;
  adminPassword: string;
}

/** How long the server's event loop was held up (`monitorEventLoopDelay`), in milliseconds. */
export interface LoopDelay {
  p99Ms: number;
  maxMs: number;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The event loop's delays since the last call (or the start); counting starts anew. */
  loopDelay(): Promise<LoopDelay>;
  /** Ends the server the way an operator does (SIGTERM) and waits until it has released its data folder. */
  stop(): Promise<void>;
  /** The most memory the server held at once (resident, Linux's VmHWM) since the start or `resetPeakMemory`. */
  peakMemoryBytes(): number;
  resetPeakMemory(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`The server did not become healthy within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/** The compiled server in production mode on a free loopback port, on PGlite in `dataDir` or PostgreSQL. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const probeDir = mkdtempSync(join(tmpdir(), 'alloy-bench-loop-'));
  const delayFile = join(probeDir, 'delay.json');
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', './bench/loop-delay-probe.mjs', SERVER_ENTRY],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ALLOY_BENCH_LOOP_DELAY_FILE: delayFile,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        ALLOY_DATA_DIR: options.databaseUrl ? '' : options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        ALLOY_ADMIN_USERNAME: options.adminUsername,
        ALLOY_ADMIN_PASSWORD: options.adminPassword,
      },
    },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_OUTPUT_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => lines.join('\n');

  try {
    await waitUntilHealthy(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  const lockFile = join(options.dataDir, 'alloy.lock');
  let asked = 0;
  return {
    url,
    async loopDelay() {
      const since = Date.now();
      asked += 1;
      child.kill('SIGUSR2');
      const deadline = since + START_TIMEOUT_MS;
      while (Date.now() < deadline) {
        const written = existsSync(delayFile)
          ? (JSON.parse(readFileSync(delayFile, 'utf8')) as LoopDelay & { at: number })
          : null;
        if (written && written.at >= since) return { p99Ms: written.p99Ms, maxMs: written.maxMs };
        await sleep(20);
      }
      throw new Error(`The server wrote no event loop figures (request ${asked})`);
    },
    peakMemoryBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) * 1024;
    },
    resetPeakMemory() {
      // Writing 5 to clear_refs starts the peak anew from the memory held now.
      writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
    },
    async stop() {
      child.kill('SIGTERM');
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      await exited;
      rmSync(probeDir, { recursive: true, force: true });
      while (existsSync(lockFile)) {
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`The server did not release ${options.dataDir}:\n${output()}`);
        }
        await sleep(100);
      }
    },
  };
}
