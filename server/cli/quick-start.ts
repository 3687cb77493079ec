import { setFlagsFromString } from 'node:v8';

/**
 * For commands that run a few statements and exit: PGlite's PostgreSQL is a large WebAssembly module, and
 * V8 would spend more CPU optimising its busiest functions in the background than the command spends
 * running them (a user command took 2.6 s of CPU, 1.4 s with the baseline compiler alone). Called before
 * the database is opened; the long-running server keeps V8's optimising tier.
 */
export function compileWebAssemblyForQuickStart(): void {
  setFlagsFromString('--liftoff-only');
}
