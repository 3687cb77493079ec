import { join } from 'node:path';
import { BUILD_DIR } from '../paths';

/** A part of the compiled server (see scripts/build-server.mjs), run with node as operators run it. */
export type BuiltEntry = 'main' | 'users' | 'import' | 'backup' | 'restore';

export const builtEntry = (name: BuiltEntry) => join(BUILD_DIR, `${name}.js`);
