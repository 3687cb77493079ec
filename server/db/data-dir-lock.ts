import {
  mkdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOCK_FILE = 'alloy.lock';

/** PGlite keeps its data in files that only one process may open; a second one would corrupt them. */
export class DataDirInUseError extends Error {}

/** The holder touches its lock this often, so that a process that cannot see it still sees it live. */
const HEARTBEAT_MS = 1_000;
/** A lock untouched this long belongs to no live process. */
const STALE_MS = 5_000;
const WATCH_MS = 250;

/** Who holds a lock: the process, and what tells it apart from a later process with the same number. */
interface Holder {
  pid: number;
  /** When the process started, in clock ticks since boot (Linux); null elsewhere. */
  started: number | null;
  /** The PID namespace the number belongs to (Linux; a container has its own); null elsewhere. */
  namespace: string | null;
  boot: string | null;
}

const readOrNull = (read: () => string): string | null => {
  try {
    return read().trim();
  } catch {
    return null;
  }
};

/** Field 22 of /proc/<pid>/stat, counted after the command name, which may itself hold spaces. */
function startTimeOf(pid: number): number | null {
  const stat = readOrNull(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  const start = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return start ? Number(start) : null;
}

function thisProcess(): Holder {
  return {
    pid: process.pid,
    started: startTimeOf(process.pid),
    namespace: readOrNull(() => readlinkSync('/proc/self/ns/pid')),
    boot: readOrNull(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8')),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder a lock names; a lock of an older version names only the process number. */
function holderIn(text: string): Holder | null {
  if (/^\d+$/.test(text.trim())) return { pid: Number(text), started: null, namespace: null, boot: null };
  try {
    const holder = JSON.parse(text) as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process `holder` names still runs, when this process can tell: in the same PID namespace
 * of the same boot, a process with that number that started at the same moment (without /proc, just one
 * with that number). Null when it cannot tell: the holder ran in another PID namespace (a container).
 */
function runsHere(holder: Holder, self: Holder): boolean | null {
  if (holder.namespace !== self.namespace || holder.boot !== self.boot) {
    // A lock of an older version, which named no namespace, is judged as it always was.
    return holder.namespace === null ? holder.pid !== self.pid && isRunning(holder.pid) : null;
  }
  if (holder.pid === self.pid) return false;
  if (holder.started === null || self.started === null) return isRunning(holder.pid);
  return startTimeOf(holder.pid) === holder.started;
}

/** Watches the lock's heartbeat: live when it is touched again, stale when it stays untouched too long. */
async function touchedAgain(lockPath: string): Promise<boolean> {
  const first = statSync(lockPath).mtimeMs;
  for (;;) {
    if (Date.now() - first > STALE_MS) return false;
    await sleep(WATCH_MS);
    const now = statSync(lockPath, { throwIfNoEntry: false });
    if (!now || now.mtimeMs !== first) return true;
  }
}

const inUse = (dataDir: string, holder: Holder) =>
  new DataDirInUseError(
    `The data folder ${dataDir} is in use by process ${holder.pid}. Stop the Alloy server using it first ` +
      '(or let several processes share a PostgreSQL database through DATABASE_URL).',
  );

/**
 * Claims `dataDir` for this process, or throws `DataDirInUseError` while another live process holds it.
 * A lock left behind by a process that no longer runs is taken over: at once when this process can see
 * that the holder is gone; otherwise (a restarted container, whose new process may even have the old
 * number) once the holder's heartbeat has stopped for a few seconds. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  const self = thisProcess();
  for (let attempt = 0; attempt < 2; attempt++) {
    const mine = JSON.stringify(self);
    try {
      writeFileSync(lockPath, mine, { flag: 'wx' });
      const heartbeat = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(lockPath, now, now);
        } catch {
          // Released meanwhile, or the folder is gone: nothing left to keep alive.
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
      // Removes the lock only while it is still this one (a restore may have moved the folder away).
      return () => {
        clearInterval(heartbeat);
        if (readOrNull(() => readFileSync(lockPath, 'utf8')) === mine) unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readFileSync(lockPath, 'utf8');
    const holder = holderIn(text);
    if (holder) {
      const running = runsHere(holder, self);
      if (running === true || (running === null && (await touchedAgain(lockPath)))) {
        throw inUse(dataDir, holder);
      }
    }
    // Stale: removed unless another process took it over meanwhile.
    if (readOrNull(() => readFileSync(lockPath, 'utf8')) === text.trim()) unlinkSync(lockPath);
  }
  throw new DataDirInUseError(`The data folder ${dataDir} could not be locked.`);
}
