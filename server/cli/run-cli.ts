import { ConfigError } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { compileWebAssemblyForQuickStart } from '../db/webassembly-tiers';

/**
 * Shows how far a command is on one line of a terminal, written over each time; nothing when the output
 * goes to a file or a pipe (a log would get every step run together).
 */
export function showProgress(text: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r${text}`);
}

/** Wrong arguments: the command prints the message with its usage and exits with 2. */
export class UsageError extends Error {}

/**
 * Runs an admin command: exits with what `main` answers; with 2 and the usage for a `UsageError`; with 1 and
 * the message alone for what the operator can fix (`expected`, bad configuration, a data folder in use),
 * else with the whole error.
 */
export function runCli(
  main: (args: string[]) => Promise<number>,
  usage: string,
  expected: (error: unknown) => boolean = () => false,
): void {
  compileWebAssemblyForQuickStart();
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${usage}`);
        process.exit(2);
      }
      const known = expected(error) || error instanceof ConfigError || error instanceof DataDirInUseError;
      console.error(known ? `Error: ${(error as Error).message}` : error);
      process.exit(1);
    },
  );
}
