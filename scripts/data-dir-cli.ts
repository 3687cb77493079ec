import { ConfigError, loadConfig } from '../server/config';
import { BackupError } from '../server/db/data-dir-backup';
import { DataDirInUseError } from '../server/db/data-dir-lock';
import { compileWebAssemblyForQuickStart } from '../server/db/webassembly-tiers';

class UsageError extends Error {}

/** The data folder of the embedded database, which is what backup and restore work on. */
function embeddedDataDir(command: string): string {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError(
      `npm run ${command} works on the embedded database (ALLOY_DATA_DIR); with DATABASE_URL set, use ` +
        "PostgreSQL's own tools (pg_dump, pg_restore).",
    );
  }
  if (config.dataDir === 'memory://')
    throw new BackupError('ALLOY_DATA_DIR=memory:// keeps nothing on disk.');
  return config.dataDir;
}

/**
 * Runs `npm run <command> -- <file>` on the configured data folder: exit 0 when done, 1 with a message
 * when refused (a server holds the folder, no database, bad backup), 2 on wrong arguments.
 */
export function runDataDirCommand(
  command: string,
  usage: string,
  work: (file: string, dataDir: string) => Promise<string[]>,
): void {
  compileWebAssemblyForQuickStart();
  const [file, ...extra] = process.argv.slice(2);
  const run = async () => {
    if (!file || extra.length > 0) throw new UsageError(usage);
    for (const line of await work(file, embeddedDataDir(command))) console.log(line);
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      const expected = [UsageError, ConfigError, BackupError, DataDirInUseError].some(
        (kind) => error instanceof kind,
      );
      console.error(expected ? `Error: ${(error as Error).message}` : error);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
