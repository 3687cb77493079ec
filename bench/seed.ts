import type { FileDataEntry } from '../domain/file/types';
import type { SchemaElement } from '../domain/schema/types';
import { openDatabase } from '../server/db/open-database';
import { insertFiles } from '../server/repositories/file-repository';
import { ALL_TYPES_FILE_ID, allTypesData, allTypesElements, allTypesRelationships } from './all-types-form';
import type { BenchConfig } from './bench-config';
import { directoryRows, fileData, type GeneratedTree, generateTree, inputElements } from './fixtures';
import type { GraphqlClient } from './graphql-client';
import { OPERATIONS } from './operations';

/** saveFile files every new file at the root; clearing the tree now and then keeps those writes small. */
const FILES_BETWEEN_CLEARS = 500;
const SEED_CONCURRENCY = 4;
const LEAF_DATA_ENTRIES = 3;
/** The schema of the form of every element type (`all-types-form.ts`). */
const ALL_TYPES_SCHEMA_ID = 'alle-typen-schema';

/** A file as `saveFile` takes it. */
interface SeedFile {
  id: string;
  label: string;
  schemaId: string;
  parentId: null;
  data: FileDataEntry[];
}

/** Files stored per transaction when they are stored straight into the database. */
const BULK_FILES = 5_000;

export interface SeededData {
  client: string;
  /** The user the token names: the author of every seeded file. */
  userId: string;
  schemaIds: string[];
  elements: SchemaElement[];
  /** Files of `elements.length` elements each; the first is the one the single-file figures use. */
  hotFileIds: string[];
  trees: { small: GeneratedTree; large: GeneratedTree; huge: GeneratedTree };
  /** The files only the huge tree names, for `storeFilesDirectly` (through the API they would take half an hour). */
  hugeOnlyFiles: SeedFile[];
}

async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The `client` and `sub` (user id) claims of a login token. */
export function claimsOf(token: string): { client: string; userId: string } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  if (typeof payload.client !== 'string' || typeof payload.sub !== 'string') {
    throw new Error('The login token names no client or user');
  }
  return { client: payload.client, userId: payload.sub };
}

export async function logIn(api: GraphqlClient, username: string, password: string): Promise<string> {
  const { data } = await api.call<{ login: { token: string } }>(OPERATIONS.login, { username, password });
  api.token = data.login.token;
  return data.login.token;
}

/**
 * Fills a fresh database through the API: `schemaCount` schemas of `fileElements` Input elements, the
 * files the trees up to the large one name, and nothing in the data directory (each measurement writes
 * the tree it needs). The files only the huge tree names are left to `storeFilesDirectly`.
 */
export async function seed(
  api: GraphqlClient,
  token: string,
  config: BenchConfig,
  log: (line: string) => void,
): Promise<SeededData> {
  const { client, userId } = claimsOf(token);
  const elements = inputElements(config.fileElements);
  const schemaIds: string[] = [];
  for (let index = 1; index <= config.schemaCount; index++) {
    const { data } = await api.call<{ saveSchema: { id: string } }>(OPERATIONS.saveSchema, {
      schema: { label: `Schema ${String(index).padStart(2, '0')}`, elements },
    });
    schemaIds.push(data.saveSchema.id);
  }
  const [fileSchema = '', leafSchema = fileSchema] = schemaIds;
  const allTypes = allTypesElements(config.fileElements, ALL_TYPES_SCHEMA_ID);
  await api.call(OPERATIONS.saveSchema, {
    schema: { id: ALL_TYPES_SCHEMA_ID, label: 'Alle Typen', elements: allTypes },
  });

  const hotFileIds = Array.from({ length: config.mixedLoad.hotFiles }, (_, index) => `vorgang-${index + 1}`);
  const leafIds = Array.from({ length: config.treeSizes.huge }, (_, index) => `akte-${index + 1}`);
  // Each tree files the first of the same files, so the largest one names every file of the others.
  const leading = [ALL_TYPES_FILE_ID, ...hotFileIds];
  const huge = generateTree(config.treeSizes.huge, leafIds, client, leading);
  const trees = {
    small: generateTree(config.treeSizes.small, leafIds, client, leading),
    large: generateTree(config.treeSizes.large, leafIds, client, leading),
    huge,
  };

  const allFiles = [...huge.entryOfFile]
    .filter(([id]) => id !== ALL_TYPES_FILE_ID)
    .map(([id, entry]): SeedFile => {
      const hot = hotFileIds.includes(id);
      return {
        id,
        label: entry.name,
        schemaId: hot ? fileSchema : leafSchema,
        parentId: null,
        data: fileData(hot ? elements : elements.slice(0, LEAF_DATA_ENTRIES), entry.name),
      };
    });
  const files = allFiles.filter((file) => trees.large.entryOfFile.has(file.id));
  const hugeOnlyFiles = allFiles.filter((file) => !trees.large.entryOfFile.has(file.id));
  let saved = 0;
  for (let start = 0; start < files.length; start += FILES_BETWEEN_CLEARS) {
    await inParallel(files.slice(start, start + FILES_BETWEEN_CLEARS), SEED_CONCURRENCY, async (file) => {
      await api.call(OPERATIONS.saveFile, { file });
      saved++;
    });
    await api.call(OPERATIONS.updateDirectory, { directory: directoryRows([]), tree: 'DATA' });
    log(`seeded ${saved} of ${files.length} files`);
  }
  const formEntry = huge.entryOfFile.get(ALL_TYPES_FILE_ID);
  await api.call(OPERATIONS.saveFile, {
    file: {
      id: ALL_TYPES_FILE_ID,
      label: formEntry?.name ?? ALL_TYPES_FILE_ID,
      schemaId: ALL_TYPES_SCHEMA_ID,
      parentId: null,
      data: allTypesData(allTypes),
    },
  });
  await api.call(OPERATIONS.addRelatedFiles, {
    data: { fileId: ALL_TYPES_FILE_ID, relationship: allTypesRelationships(allTypes, hotFileIds.slice(1)) },
  });
  await api.call(OPERATIONS.updateDirectory, { directory: directoryRows([]), tree: 'DATA' });
  return { client, userId, schemaIds, elements, hotFileIds, trees, hugeOnlyFiles };
}

/**
 * Stores files straight into the database of a stopped server, through the file repository in
 * transactions of many, as `saveFile` would store them (version 1, by `userId`). For the huge tree's files
 * only: its figures are of tree changes, not of creating files, which the large tree's seeding goes
 * through the API for.
 */
export async function storeFilesDirectly(
  dataDir: string,
  {
    client,
    userId,
    elements,
    hugeOnlyFiles,
  }: Pick<SeededData, 'client' | 'userId' | 'elements' | 'hugeOnlyFiles'>,
): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    for (let start = 0; start < hugeOnlyFiles.length; start += BULK_FILES) {
      const batch = hugeOnlyFiles.slice(start, start + BULK_FILES);
      await db.transaction(async (tx) => {
        for (const schemaId of new Set(batch.map((file) => file.schemaId))) {
          const files = batch
            .filter((file) => file.schemaId === schemaId)
            .map(({ id, label, data }) => ({ id, schemaId, label, data }));
          await insertFiles(tx, client, files, elements, userId);
        }
      });
    }
  } finally {
    await db.close();
  }
}
