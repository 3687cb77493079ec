import { setFlagsFromString } from 'node:v8';

// PGlite runs PostgreSQL as one large WebAssembly module, and how V8 compiles it decides what each
// statement costs. Both choices are made before the database is opened.

/**
 * For commands that run a few statements and exit: V8 would spend more CPU optimising PostgreSQL's busiest
 * functions in the background than the command spends running them (a user command took 2.6 s of CPU,
 * 1.4 s with the baseline compiler alone).
 */
export function compileWebAssemblyForQuickStart(): void {
  setFlagsFromString('--liftoff-only');
}

/**
 * For the server: each function of PostgreSQL is compiled optimised when it first runs, instead of
 * starting on the baseline compiler and being optimised once it has run enough. Reads of 2,000 different
 * files went from 2,400 to 4,200 requests/s, for a second or two more CPU at start.
 */
export function compileWebAssemblyForServing(): void {
  setFlagsFromString('--no-wasm-dynamic-tiering');
}
