// Compiles the server and its commands into build/ (one file each, plus shared chunks), for `node` to run.
// Every output file sits directly in build/, one folder below the root, as server/paths.ts expects.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('build', { recursive: true, force: true });

await build({
  entryPoints: {
    main: 'server/main.ts',
    users: 'server/cli/users.ts',
    export: 'server/cli/export.ts',
    import: 'server/cli/import.ts',
    backup: 'scripts/backup.ts',
    restore: 'scripts/restore.ts',
    'save-empty-data-dir': 'server/db/save-empty-data-dir.ts',
  },
  outdir: 'build',
  bundle: true,
  splitting: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
});

// New embedded data folders start as a copy of the empty one this makes (see server/db/empty-data-dir.ts).
execFileSync(process.execPath, ['build/save-empty-data-dir.js'], { stdio: 'inherit' });
