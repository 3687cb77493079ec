import { FRONT_END_TYPE } from '../src/lib/front-end-type';
import { fieldEdit } from './api-bench';
import { folderIds, type GeneratedTree } from './fixtures';
import { type GqlResult, GraphqlClient, requestBody } from './graphql-client';
import { OPERATIONS } from './operations';
import type { LoopDelay, ServerProcess } from './server-process';
import { percentile } from './stats';

/** Leading entries (the shared files at the root) an editor's own entry is never taken from. */
const SKIPPED_ENTRIES = 100;
const WARMUP_SECONDS = 5;

/** Shares of an editor's requests, in percent. */
const MIX = { queryFileData: 40, updateFile: 30, directory: 20, moveDirectoryEntry: 10 } as const;
type Operation = keyof typeof MIX;

export interface MixedLoadRun {
  answered: number;
  conflicts: number;
  /** Failed requests other than CONFLICT: transport failures, HTTP errors, other GraphQL errors. */
  errors: number;
  p99Ms: number;
  byOperation: Record<Operation, number>;
  /** The server's event loop during the run: how long it was held up at the 99th percentile and at most. */
  loopDelay: LoopDelay;
}

export interface MixedLoadOptions {
  editors: number;
  seconds: number;
  /** The files the editors share, two or more per file. */
  fileIds: string[];
  /** The data tree as stored: the one the editors read, and in which each moves an entry of its own. */
  tree: GeneratedTree;
}

/** Small deterministic generator (mulberry32), so every run issues the same sequence of requests. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick(roll: number): Operation {
  let bound = 0;
  for (const [operation, share] of Object.entries(MIX) as [Operation, number][]) {
    bound += share / 100;
    if (roll < bound) return operation;
  }
  return 'queryFileData';
}

/**
 * `editors` clients that each, without pause, read and save files (two editors per file, so saves with a
 * stale version answer CONFLICT), read the data tree as the app does (compressed) and move a file entry
 * of their own to the top of another folder, as the app's drag and drop does.
 */
async function runMixedLoad(
  baseUrl: string,
  token: string,
  options: MixedLoadOptions,
): Promise<Omit<MixedLoadRun, 'loopDelay'>> {
  const api = new GraphqlClient(baseUrl, options.editors);
  api.token = token;
  const treeBody = requestBody(OPERATIONS.directory, { frontEndType: FRONT_END_TYPE });
  const entries = [...options.tree.entryOfFile.values()].slice(SKIPPED_ENTRIES);
  const folders = folderIds(options.tree.items);
  if (entries.length < options.editors || folders.length < 2)
    throw new Error('mixed load: the tree has too few files or folders for an entry per editor');
  const latencies: number[] = [];
  const byOperation: Record<Operation, number> = {
    queryFileData: 0,
    updateFile: 0,
    directory: 0,
    moveDirectoryEntry: 0,
  };
  let conflicts = 0;
  let errors = 0;
  const deadline = Date.now() + options.seconds * 1000;

  const editor = async (index: number) => {
    const roll = random(index + 1);
    const fileId = options.fileIds[index % options.fileIds.length] as string;
    const fileBody = requestBody(OPERATIONS.queryFileData, { id: fileId });
    const ownEntry = (entries[Math.floor((index * entries.length) / options.editors)] as { id: string }).id;
    let fileVersion = 0;
    let edits = 0;
    let moves = 0;
    while (Date.now() < deadline) {
      const operation = pick(roll());
      if (operation === 'directory') {
        try {
          const read = await api.sendCompressed(treeBody);
          latencies.push(read.ms);
          byOperation.directory++;
          if (read.status !== 200 || !read.isData) errors++;
        } catch {
          errors++;
        }
        continue;
      }
      const body =
        operation === 'queryFileData'
          ? fileBody
          : operation === 'updateFile'
            ? requestBody(OPERATIONS.updateFile, { data: fieldEdit(fileId, edits++, fileVersion) })
            : requestBody(OPERATIONS.moveDirectoryEntry, {
                directoryId: ownEntry,
                parentId: folders[(index * 7919 + moves++) % folders.length],
                position: 1,
              });
      let result: GqlResult<Record<string, { version?: number }>>;
      try {
        result = await api.send(body);
      } catch {
        errors++;
        continue;
      }
      latencies.push(result.ms);
      byOperation[operation]++;
      const [error] = result.errors;
      if (error?.extensions?.code === 'CONFLICT') {
        conflicts++;
        const current = error.extensions.version;
        if (operation === 'updateFile' && current !== undefined) fileVersion = current;
        continue;
      }
      if (error || result.status !== 200 || !result.data) {
        errors++;
        continue;
      }
      const version = Object.values(result.data)[0]?.version;
      if (version !== undefined && operation !== 'moveDirectoryEntry') fileVersion = version;
    }
  };

  await Promise.all(Array.from({ length: options.editors }, (_, index) => editor(index)));
  api.close();
  if (latencies.length === 0) throw new Error(`mixed load: no answer within ${options.seconds} s`);
  return { answered: latencies.length, conflicts, errors, p99Ms: percentile(latencies, 99), byOperation };
}

/** A short warm-up, then `runs` runs of the whole configured length. */
export async function measureMixedLoad(
  server: Pick<ServerProcess, 'url' | 'loopDelay'>,
  token: string,
  options: MixedLoadOptions,
  runs: number,
): Promise<MixedLoadRun[]> {
  await runMixedLoad(server.url, token, { ...options, seconds: Math.min(options.seconds, WARMUP_SECONDS) });
  const results: MixedLoadRun[] = [];
  for (let run = 0; run < runs; run++) {
    await server.loopDelay();
    const answers = await runMixedLoad(server.url, token, options);
    results.push({ ...answers, loopDelay: await server.loopDelay() });
  }
  return results;
}
