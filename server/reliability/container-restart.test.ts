import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock';
import { newPassStore, type PassStore, usesPostgres } from '../test/pass-store';
import { type ServerProcess, startServerProcess } from './server-process';

/** Whether this machine lets a process start in a PID namespace of its own (root on Linux, as in CI). */
function canUnshare(): boolean {
  try {
    execFileSync('unshare', ['--pid', '--fork', '--mount-proc', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// The PGlite pass: only an embedded data folder is locked to one process.
describe.runIf(!usesPostgres && canUnshare())('the data folder of servers in containers', () => {
  let passStore: PassStore;
  const running: ServerProcess[] = [];

  beforeEach(async () => {
    passStore = await newPassStore('alloy-container-');
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
    await passStore.dispose();
  });

  const start = async () => {
    const server = await startServerProcess(passStore.store, { container: true });
    running.push(server);
    return server;
  };
  const lockHolder = () => {
    const { store } = passStore;
    const dataDir = 'dataDir' in store ? store.dataDir : '';
    return JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
  };

  it('passes to the next server after a SIGKILL, though it has the same process number', {
    timeout: 120_000,
  }, async () => {
    const first = await start();
    expect(lockHolder().pid).toBe(1);
    await first.stop('SIGKILL');
    expect(lockHolder().pid).toBe(1);

    const second = await start();
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
  });

  it('stays with a live server in another container', { timeout: 120_000 }, async () => {
    await start();

    await expect(start()).rejects.toThrow(/The data folder .* is in use by process 1\./);
  });
});
