// `npm start` and the admin commands: runs build/<name>.js with node, building it first when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const [name = 'main'] = process.argv.splice(2, 1);
const root = new URL('..', import.meta.url);
const entry = new URL(`build/${name}.js`, root);

function run(what, command, args) {
  console.log(`Building the ${what}…`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(entry)) run('server (build/ is missing)', 'npm', ['run', '--silent', 'build:server']);
if (name === 'main' && !existsSync(new URL('dist/index.html', root)))
  run('app (dist/ is missing)', 'npx', ['vite', 'build', '--logLevel', 'warn']);

process.setSourceMapsEnabled(true);
await import(entry.href);
