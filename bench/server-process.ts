import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const KEPT_OUTPUT_LINES = 40;
const SERVER_ENTRY = 'server/main.ts';

export interface ServerOptions {
  dataDir: string;
  adminUsername: string;
  adminPassword: string;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Ends the server the way an operator does (SIGTERM) and waits until it has released its data folder. */
  stop(): Promise<void>;
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

/** The process ids whose parent is `pid` (Linux `/proc`). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      // `pid (comm) state ppid …`; comm may hold spaces, so fields are counted after its closing parenthesis.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return ppid === pid ? [Number(name)] : [];
    } catch {
      return [];
    }
  });
}

const runsServer = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(SERVER_ENTRY);
  } catch {
    return false;
  }
};

/** The last process of the chain npx → sh → tsx → node that runs the server entry: the server itself. */
function serverProcessOf(pid: number): number {
  const next = childrenOf(pid).find(runsServer);
  return next === undefined ? pid : serverProcessOf(next);
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

/** `npx tsx server/main.ts` in production mode on a free loopback port, on PGlite in `dataDir`. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    // Its own process group, so that a server that does not stop can be killed with npx and tsx.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ALLOY_DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      ALLOY_ADMIN_USERNAME: options.adminUsername,
      ALLOY_ADMIN_PASSWORD: options.adminPassword,
    },
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_OUTPUT_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => lines.join('\n');
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // The group is gone already.
    }
  };

  try {
    await waitUntilHealthy(url, child, output);
  } catch (error) {
    signalGroup('SIGKILL');
    throw error;
  }

  const lockFile = join(options.dataDir, 'alloy.lock');
  return {
    url,
    async stop() {
      // npx hands SIGTERM to a shell that dies of it, and a second SIGTERM would end the server before it
      // has closed its database; so the server alone is told, and the processes above it follow it out.
      if (child.pid) process.kill(serverProcessOf(child.pid), 'SIGTERM');
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      await exited;
      while (existsSync(lockFile)) {
        if (Date.now() > deadline) {
          signalGroup('SIGKILL');
          throw new Error(`The server did not release ${options.dataDir}:\n${output()}`);
        }
        await sleep(100);
      }
    },
  };
}
