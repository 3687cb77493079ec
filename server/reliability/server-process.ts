import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../paths';
import { builtEntry } from '../test/built';
import { TEST_CONFIG } from '../test/harness';
import type { Store } from '../test/pass-store';

const START_TIMEOUT_MS = 150_000;
const KEPT_OUTPUT_CHARS = 20_000;

export const ADMIN = { username: 'admin', password: 'reliability-admin-pw' } as const;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Sends `signal` to the server process and resolves once it has exited. */
  stop(signal: NodeJS.Signals): Promise<Exit>;
  /** The end of what the server printed, for failure messages. */
  output(): string;
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

let appBuilt: Promise<unknown> | undefined;

/**
 * The server builds the app on start when dist/ is missing (a fresh checkout); it is built here once
 * instead, so that servers started together do not each build it into the same folder.
 */
function ensureBuiltApp(): Promise<unknown> {
  appBuilt ??= existsSync(join(REPO_ROOT, 'dist', 'index.html'))
    ? Promise.resolve()
    : promisify(execFile)(join(REPO_ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
        cwd: REPO_ROOT,
      });
  return appBuilt;
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
    await sleep(100);
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

/**
 * The compiled server as operators run it (production mode, its own process, a free loopback port), on
 * `store`. The child's pid is the server's own, so a signal reaches it; in a `container`, the child is
 * unshare, whose death takes the server along.
 */
export async function startServerProcess(
  store: Store,
  { container = false }: { container?: boolean } = {},
): Promise<ServerProcess> {
  await ensureBuiltApp();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // V8's baseline compiler alone for PGlite's WebAssembly: the server optimises all of it at start, which
  // costs several seconds of CPU that requests of a test never earn back (see db/webassembly-tiers.ts).
  const server = [process.execPath, '--liftoff-only', builtEntry('main')];
  // As in a container: a PID namespace of its own, where the server is process 1; killing unshare kills it.
  const [command, ...args] = container
    ? ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child=SIGKILL', ...server]
    : server;
  const child = spawn(command as string, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ALLOY_ADMIN_USERNAME: ADMIN.username,
      ALLOY_ADMIN_PASSWORD: ADMIN.password,
      ALLOY_JWT_SECRET: '',
      ALLOY_PASSWORD_COST: String(TEST_CONFIG.passwordCost),
      DATABASE_URL: 'databaseUrl' in store ? store.databaseUrl : '',
      ALLOY_DATA_DIR: 'dataDir' in store ? store.dataDir : '',
    },
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const output = () => printed;
  try {
    await waitUntilHealthy(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return {
    url,
    output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
