/**
 * Fails when the committed codegen output differs from what the contract and operations produce now:
 * regenerates in place and compares, so a stale commit is caught (and fixed locally by the same run).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';

// An output ending in `/` is a folder of files (a preset's output).
const outputs = Object.keys(config.generates).flatMap((path) =>
  path.endsWith('/') ? readdirSync(path).map((name) => join(path, name)) : [path],
);
const read = (path: string) => {
  try {
    return statSync(path).isFile() ? readFileSync(path, 'utf8') : '';
  } catch {
    return '';
  }
};

const before = new Map(outputs.map((path) => [path, read(path)]));
await generate({ ...config, silent: true }, true);
const stale = outputs.filter((path) => read(path) !== before.get(path));

if (stale.length > 0) {
  console.error(`Generated files were stale (now regenerated, commit them): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(`codegen: ${outputs.length} generated files are current`);
