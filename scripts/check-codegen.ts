/**
 * Fails when the committed codegen output differs from what the contract and operations produce now:
 * regenerates in place and compares, so a stale commit is caught (and fixed locally by the same run).
 */
import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen';

const outputs = Object.keys(config.generates);
const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
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
