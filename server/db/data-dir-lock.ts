import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'alloy.lock';

/** PGlite keeps its data in files that only one process may open; a second one would corrupt them. */
export class DataDirInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `dataDir` for this process, or throws `DataDirInUseError` while another live process holds it.
 * A lock left behind by a process that no longer runs is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let held = true;
      return () => {
        if (held) unlinkSync(lockPath);
        held = false;
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockPath, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new DataDirInUseError(
        `The data folder ${dataDir} is in use by process ${holder}. Stop the Alloy server using it first ` +
          '(or let several processes share a PostgreSQL database through DATABASE_URL).',
      );
    }
    unlinkSync(lockPath);
  }
  throw new DataDirInUseError(`The data folder ${dataDir} could not be locked.`);
}
