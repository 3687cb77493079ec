import type { SchemaElement } from '../domain/schema/types';
import type { BenchConfig } from './bench-config';
import { directoryRows, fileData, type GeneratedTree, generateTree, inputElements } from './fixtures';
import type { GraphqlClient } from './graphql-client';
import { OPERATIONS } from './operations';

/** saveFile files every new file at the root; clearing the tree now and then keeps those writes small. */
const FILES_BETWEEN_CLEARS = 500;
const SEED_CONCURRENCY = 4;
const LEAF_DATA_ENTRIES = 3;

export interface SeededData {
  client: string;
  schemaIds: string[];
  elements: SchemaElement[];
  /** Files of `elements.length` elements each; the first is the one the single-file figures use. */
  hotFileIds: string[];
  trees: { small: GeneratedTree; large: GeneratedTree; huge: GeneratedTree; mixed: GeneratedTree };
}

async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The `client` claim of a login token. */
function clientOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  if (typeof payload.client !== 'string') throw new Error('The login token names no client');
  return payload.client;
}

export async function logIn(api: GraphqlClient, username: string, password: string): Promise<string> {
  const { data } = await api.call<{ login: { token: string } }>(OPERATIONS.login, { username, password });
  api.token = data.login.token;
  return data.login.token;
}

/**
 * Fills a fresh database through the API: `schemaCount` schemas of `fileElements` Input elements, the
 * files the trees name, and nothing in the data directory (each measurement writes the tree it needs).
 */
export async function seed(
  api: GraphqlClient,
  token: string,
  config: BenchConfig,
  log: (line: string) => void,
): Promise<SeededData> {
  const client = clientOf(token);
  const elements = inputElements(config.fileElements);
  const schemaIds: string[] = [];
  for (let index = 1; index <= config.schemaCount; index++) {
    const { data } = await api.call<{ saveSchema: { id: string } }>(OPERATIONS.saveSchema, {
      schema: { label: `Schema ${String(index).padStart(2, '0')}`, elements },
    });
    schemaIds.push(data.saveSchema.id);
  }
  const [fileSchema, leafSchema] = [schemaIds[0], schemaIds[1] ?? schemaIds[0]];

  const hotFileIds = Array.from({ length: config.mixedLoad.hotFiles }, (_, index) => `vorgang-${index + 1}`);
  const leafIds = Array.from({ length: config.treeSizes.huge }, (_, index) => `akte-${index + 1}`);
  // Each tree files the first of the same files, so the largest one names every file of the others.
  const huge = generateTree(config.treeSizes.huge, leafIds, client, hotFileIds);
  const trees = {
    small: generateTree(config.treeSizes.small, leafIds, client, hotFileIds),
    large: generateTree(config.treeSizes.large, leafIds, client, hotFileIds),
    huge,
    mixed: generateTree(config.mixedLoad.treeEntries, leafIds, client),
  };

  const files = [...huge.entryOfFile].map(([id, entry]) => {
    const hot = hotFileIds.includes(id);
    return {
      id,
      label: entry.name,
      schemaId: hot ? fileSchema : leafSchema,
      parentId: null,
      data: fileData(hot ? elements : elements.slice(0, LEAF_DATA_ENTRIES), entry.name),
    };
  });
  let saved = 0;
  for (let start = 0; start < files.length; start += FILES_BETWEEN_CLEARS) {
    await inParallel(files.slice(start, start + FILES_BETWEEN_CLEARS), SEED_CONCURRENCY, async (file) => {
      await api.call(OPERATIONS.saveFile, { file });
      saved++;
    });
    await api.call(OPERATIONS.updateDirectory, { directory: directoryRows([]), tree: 'DATA' });
    log(`seeded ${saved} of ${files.length} files`);
  }
  return { client, schemaIds, elements, hotFileIds, trees };
}
