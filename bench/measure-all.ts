import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open-database';
import { ALL_TYPES_FILE_ID, FIRST_SCREEN_FIELDS } from './all-types-form';
import {
  type FileSamples,
  type HttpSamples,
  measureFile,
  measureSchemas,
  measureTree,
  measureTreeReadAfterWrite,
  type TreeSamples,
  treeWireBytes,
} from './api-bench';
import { BareWork } from './bare-bench';
import type { BenchConfig } from './bench-config';
import {
  type BrowserSamples,
  launchBrowser,
  type Measured,
  measureBrowser,
  measureTreeBrowser,
  type TreePageSamples,
} from './browser-bench';
import { type EntryChangeSamples, measureEntryChanges } from './entry-change-bench';
import { fieldLabel, type GeneratedTree, slimRows } from './fixtures';
import { GraphqlClient } from './graphql-client';
import { type HistorySamples, measureHistory } from './history-bench';
import { measureImageChecks } from './image-check-bench';
import { type MixedLoadRun, measureMixedLoad } from './mixed-load';
import { measureSearch, type SearchSamples } from './search-bench';
import { logIn, seed, storeFilesDirectly } from './seed';
import { type ServerProcess, startServer } from './server-process';
import { attempt, type Repetitions, type Unmeasured } from './stats';
import { measureThroughput, type ThroughputSamples } from './throughput-bench';
import { measureTransfer, type TransferSamples } from './transfer-bench';

export interface Measurements {
  schemaCount: number;
  trees: { small: TreeSamples; large: TreeSamples };
  /** Reads of the large tree each right after a write: the first read of every version. */
  largeReadAfterWrite: HttpSamples;
  /** Changes of one entry in the large tree, each run's 95th percentile. */
  largeEntryChanges: EntryChangeSamples;
  file: FileSamples;
  schemas: HttpSamples;
  bare: Record<
    'smallWrite' | 'smallRead' | 'largeWrite' | 'largeRead' | 'fileRead' | 'fileUpdate' | 'schemas',
    number[]
  >;
  throughput: ThroughputSamples | Unmeasured;
  /** The same over `MANY_FILES` different files in turn. */
  throughputManyFiles: ThroughputSamples | Unmeasured;
  /** CPU ms of checking the costliest hostile 5 MB upload (`checkImageBytes`). */
  imageCheckMs: number[];
  pages: Record<keyof BrowserSamples, Measured>;
  mixedLoad: MixedLoadRun[] | Unmeasured;
  /** The tree of ten times the large one's entries. */
  huge: HugeTreeSamples;
  /** Search and the table of a schema's files, over a database of their own. */
  search: SearchSamples | Unmeasured;
  /** The history of one file edited many times, over a database of its own. */
  history: HistorySamples | Unmeasured;
  /** CSV export and import of many files, over a database of their own. */
  transfer: TransferSamples | Unmeasured;
}

export interface HugeTreeSamples {
  tree: TreeSamples;
  /** The tree query's answer as sent to a browser (brotli or gzip). */
  wireBytes: number;
  readAfterWrite: HttpSamples;
  entryChanges: EntryChangeSamples;
  bareRead: number[];
  pages: TreePageSamples;
  mixedLoad: MixedLoadRun[] | Unmeasured;
}

const thousands = (value: number) => value.toLocaleString('en-US');

/** How many different files the second throughput figure reads in turn. */
export const MANY_FILES = 2_000;

/**
 * Seeds a fresh database in `workDir` through the API of a server in production mode, then takes every
 * figure: API over HTTP, the same work bare on a copy of the database, throughput, browser, mixed load;
 * then search and the file table over a database of files of their own, the history of one file, and
 * CSV export and import.
 */
export async function measureAll(
  config: BenchConfig,
  workDir: string,
  log: (line: string) => void,
): Promise<Measurements> {
  const measured = await measureTreesAndFiles(config, workDir, log);
  const search = await attempt(() => measureSearch(config, workDir, log));
  const history = await attempt(() => measureHistory(config, workDir, log));
  const transfer = await attempt(() => measureTransfer(config, workDir, log));
  return { ...measured, search, history, transfer };
}

async function measureTreesAndFiles(
  config: BenchConfig,
  workDir: string,
  log: (line: string) => void,
): Promise<Omit<Measurements, 'search' | 'history' | 'transfer'>> {
  const reps = { runs: config.runs, warmups: config.warmups, warmupMs: config.warmupMs };
  const dataDir = join(workDir, 'data');
  const bareDir = join(workDir, 'bare');
  const admin = { adminUsername: 'bench-admin', adminPassword: randomBytes(18).toString('base64url') };
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ dataDir, ...admin });
    const seeder = new GraphqlClient(server.url, 4);
    const token = await logIn(seeder, admin.adminUsername, admin.adminPassword);
    log('seeding through the API');
    const data = await seed(seeder, token, config, log);
    seeder.close();

    // A clean stop flushes PGlite, so the copy is a consistent database for the bare measurements.
    await server.stop();
    log(`storing the ${thousands(data.hugeOnlyFiles.length)} further files of the huge tree`);
    await storeFilesDirectly(dataDir, data);
    cpSync(dataDir, bareDir, { recursive: true });
    const measured = await startServer({ dataDir, ...admin });
    server = measured;
    const api = new GraphqlClient(measured.url, 1);
    await logIn(api, admin.adminUsername, admin.adminPassword);

    const { small, large } = data.trees;
    const [fileId] = data.hotFileIds;
    const fileEntry = fileId ? large.entryOfFile.get(fileId) : undefined;
    if (!fileId || !fileEntry)
      throw new Error('The file of many elements was not seeded into the large tree');
    const formEntry = large.entryOfFile.get(ALL_TYPES_FILE_ID);
    if (!formEntry) throw new Error('The form of every element type was not seeded into the large tree');
    log(`API: directory of ${thousands(small.entryCount)} entries`);
    const smallTree = await measureTree(api, small, reps);
    log(`API: directory of ${thousands(large.entryCount)} entries`);
    const largeTree = await measureTree(api, large, reps);
    log(`API: directory of ${thousands(large.entryCount)} entries, each read right after a write`);
    const largeReadAfterWrite = await measureTreeReadAfterWrite(api, large, reps);
    log(`API: changes of one entry in the directory of ${thousands(large.entryCount)} entries`);
    const schemaId = data.schemaIds[1] ?? data.schemaIds[0] ?? '';
    const largeEntryChanges = await measureEntryChanges(api, large, schemaId, reps);
    log('API: file and schemas');
    const file = await measureFile(api, fileId, reps);
    const schemas = await measureSchemas(api, reps);

    log('bare: SQL and serialisation');
    const bareDb = await openDatabase({ dataDir: bareDir });
    const work = new BareWork(bareDb, data.client, reps);
    await work.storeTree(small.items);
    const smallWrite = await work.writeTree(small.items);
    const smallRead = await work.readTree(smallTree.read.payload);
    await work.storeTree(large.items);
    const largeWrite = await work.writeTree(large.items);
    const largeRead = await work.readTree(largeTree.read.payload);
    const fileRead = await work.readFile(fileId, file.read.payload);
    const fileUpdate = await work.updateFile(fileId);
    const bareSchemas = await work.readSchemas(schemas.payload);
    await bareDb.close();

    const { connections, seconds } = config.throughput;
    log(`throughput: queryFileData, ${connections} connections, ${seconds} s per run`);
    const url = server.url;
    const throughput = await attempt(() => measureThroughput(api, url, [fileId], config.throughput, reps));
    const manyFileIds = [...large.entryOfFile.keys()].slice(0, MANY_FILES);
    log(`throughput: queryFileData of ${thousands(manyFileIds.length)} different files in turn`);
    const throughputManyFiles = await attempt(() =>
      measureThroughput(api, url, manyFileIds, config.throughput, reps),
    );

    log('upload checks: hostile 5 MB images');
    const imageCheckMs = await measureImageChecks(reps);

    log('browser');
    const browser = await launchBrowser();
    const pages = await measureBrowser(
      browser,
      {
        baseURL: url,
        username: admin.adminUsername,
        password: admin.adminPassword,
        fileEntryId: formEntry.id,
        fileLabel: formEntry.name,
        lastFieldLabel: fieldLabel(config.fileElements - 1),
        firstScreenLabel: fieldLabel(FIRST_SCREEN_FIELDS - 1),
      },
      reps,
    ).finally(() => browser.close());

    const { editors, seconds: loadSeconds } = config.mixedLoad;
    const mixedLoadOn = (tree: GeneratedTree) => {
      log(`mixed load: ${editors} editors, ${loadSeconds} s per run, tree of ${thousands(tree.entryCount)}`);
      return attempt(() =>
        measureMixedLoad(
          measured,
          api.token,
          { editors, seconds: loadSeconds, fileIds: data.hotFileIds, tree },
          config.runs,
        ),
      );
    };
    const mixedLoad = await mixedLoadOn(large);
    const huge = await measureHugeTree(api, url, data.trees.huge, schemaId, {
      bareDir,
      client: data.client,
      reps,
      login: { username: admin.adminUsername, password: admin.adminPassword },
      log,
      mixedLoadOn,
    });
    api.close();

    return {
      schemaCount: data.schemaIds.length,
      trees: { small: smallTree, large: largeTree },
      largeReadAfterWrite,
      largeEntryChanges,
      file,
      schemas,
      bare: { smallWrite, smallRead, largeWrite, largeRead, fileRead, fileUpdate, schemas: bareSchemas },
      throughput,
      throughputManyFiles,
      imageCheckMs,
      pages,
      mixedLoad,
      huge,
    };
  } finally {
    await server?.stop();
  }
}

/** The figures of the tree of ten times the size, taken last: storing it replaces the large tree. */
async function measureHugeTree(
  api: GraphqlClient,
  url: string,
  tree: GeneratedTree,
  schemaId: string,
  context: {
    bareDir: string;
    client: string;
    reps: Repetitions;
    login: { username: string; password: string };
    log: (line: string) => void;
    mixedLoadOn: (tree: GeneratedTree) => Promise<MixedLoadRun[] | Unmeasured>;
  },
): Promise<HugeTreeSamples> {
  const { reps, log } = context;
  const entries = thousands(tree.entryCount);
  log(`API: directory of ${entries} entries`);
  const treeSamples = await measureTree(api, tree, reps, slimRows);
  const wireBytes = await treeWireBytes(url, api.token);
  log(`API: directory of ${entries} entries, each read right after a write`);
  const readAfterWrite = await measureTreeReadAfterWrite(api, tree, reps);
  log(`API: changes of one entry in the directory of ${entries} entries`);
  const entryChanges = await measureEntryChanges(api, tree, schemaId, reps);

  log(`bare: the directory of ${entries} entries`);
  const bareDb = await openDatabase({ dataDir: context.bareDir });
  const work = new BareWork(bareDb, context.client, reps);
  await work.storeTree(tree.items);
  const bareRead = await work.readTree(treeSamples.read.payload).finally(() => bareDb.close());

  log(`browser: the data tree of ${entries} entries`);
  const browser = await launchBrowser();
  const pages = await measureTreeBrowser(browser, { baseURL: url, ...context.login }, reps).finally(() =>
    browser.close(),
  );
  const mixedLoad = await context.mixedLoadOn(tree);
  return { tree: treeSamples, wireBytes, readAfterWrite, entryChanges, bareRead, pages, mixedLoad };
}
