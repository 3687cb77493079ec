import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_TYPES_FILE_ID } from './all-types-form';
import type { BenchConfig } from './bench-config';
import { type GeneratedTree, generateTree } from './fixtures';
import { GraphqlClient } from './graphql-client';
import { logIn, type SeededData, seed, storeFilesDirectly } from './seed';
import { startServer } from './server-process';

export const FOCUS_ADMIN = { adminUsername: 'bench-admin', adminPassword: 'bench-focus-password-1' };

export type FocusSeed = Pick<SeededData, 'client' | 'hotFileIds' | 'schemaIds'>;

/** Where a focus script keeps its seeded database: the first argument, else one folder in the temp directory. */
export function focusSeedDir(config: BenchConfig): string {
  return process.argv[2] ?? join(tmpdir(), `alloy-api-focus${config.quick ? '-quick' : ''}`);
}

/**
 * The database `npm run bench` seeds, made once into `seedDir/data` (kept for later runs, which copy it):
 * the schemas, the files of every tree and the form of every element type.
 */
export async function seedOnce(
  config: BenchConfig,
  seedDir: string,
  log: (line: string) => void,
): Promise<FocusSeed> {
  const seedInfo = join(seedDir, 'seed.json');
  if (!existsSync(seedInfo)) {
    rmSync(seedDir, { recursive: true, force: true });
    const server = await startServer({ dataDir: join(seedDir, 'data'), ...FOCUS_ADMIN });
    const api = new GraphqlClient(server.url, 4);
    const token = await logIn(api, FOCUS_ADMIN.adminUsername, FOCUS_ADMIN.adminPassword);
    const data = await seed(api, token, config, log);
    api.close();
    await server.stop();
    await storeFilesDirectly(join(seedDir, 'data'), data);
    const { client, hotFileIds, schemaIds } = data;
    writeFileSync(seedInfo, JSON.stringify({ client, hotFileIds, schemaIds }));
  }
  return JSON.parse(readFileSync(seedInfo, 'utf8')) as FocusSeed;
}

/** The tree of `size` entries as the seed filed it: the form of every element type first, then the hot files. */
export function seededTree(config: BenchConfig, seeded: FocusSeed, size: number): GeneratedTree {
  const leafIds = Array.from({ length: config.treeSizes.huge }, (_, index) => `akte-${index + 1}`);
  return generateTree(size, leafIds, seeded.client, [ALL_TYPES_FILE_ID, ...seeded.hotFileIds]);
}
