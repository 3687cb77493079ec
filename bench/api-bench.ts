import { request } from 'node:http';
import type { DirectoryItem } from '../domain/directory/types';
import { MODEL_VALUE_KEY } from '../domain/file/types';
import { directoryRows, folderIds, type GeneratedTree, withRenamedFolder } from './fixtures';
import { type GraphqlClient, requestBody } from './graphql-client';
import { OPERATIONS } from './operations';
import { type Repetitions, repeat } from './stats';

/** Timings of one operation over HTTP, with the answer the last run got (for the bare comparison). */
export interface HttpSamples {
  ms: number[];
  responseBytes: number;
  payload: unknown;
}

export interface TreeSamples {
  entries: number;
  read: HttpSamples;
  update: HttpSamples;
}

interface Versioned {
  version: number;
}

/** The tree as written by run `index`: a rename of its first folder, so no write repeats the one before. */
export const treeVariant = (items: DirectoryItem[], index: number) =>
  withRenamedFolder(items, String(index + 1));

/** The edit the file viewer saves on Enter: one field's value, guarded by the version the file was read at. */
export const fieldEdit = (fileId: string, index: number, version: number) => ({
  id: fileId,
  data: [{ elementId: 'feld_1', [MODEL_VALUE_KEY]: `Wert ${index + 1}` }],
  version,
});

async function samples(
  api: GraphqlClient,
  reps: Repetitions,
  body: (index: number) => string,
  onAnswer: (data: unknown) => void = () => undefined,
): Promise<HttpSamples> {
  let last = { text: '', data: null as unknown };
  const ms = await repeat(reps, async (index) => {
    const result = await api.sendOk(body(index));
    onAnswer(result.data);
    last = result;
    return result.ms;
  });
  return { ms, responseBytes: Buffer.byteLength(last.text), payload: { data: last.data } };
}

/**
 * `updateDirectory` of the whole tree (as the app saves it, or in `rows` of another shape) and then
 * `getDirectoryFolderToLoggedInClient`.
 */
export async function measureTree(
  api: GraphqlClient,
  tree: GeneratedTree,
  reps: Repetitions,
  rows: (items: DirectoryItem[]) => unknown = directoryRows,
): Promise<TreeSamples> {
  const read = requestBody(OPERATIONS.directory, { frontEndType: 'alloy' });
  const current = await api.sendOk<{ getDirectoryFolderToLoggedInClient: Versioned }>(read);
  let version = current.data.getDirectoryFolderToLoggedInClient.version;
  const update = await samples(
    api,
    reps,
    (index) =>
      requestBody(OPERATIONS.updateDirectory, {
        directory: rows(treeVariant(tree.items, index)),
        tree: 'DATA',
        version,
      }),
    (data) => {
      version = (data as { updateDirectory: Versioned }).updateDirectory.version;
    },
  );
  return { entries: tree.entryCount, update, read: await samples(api, reps, () => read) };
}

export interface FileSamples {
  read: HttpSamples;
  update: HttpSamples;
}

/** `queryFileData` of a file, then `updateFile` of one of its fields, as the file viewer does. */
export async function measureFile(
  api: GraphqlClient,
  fileId: string,
  reps: Repetitions,
): Promise<FileSamples> {
  const readBody = requestBody(OPERATIONS.queryFileData, { id: fileId });
  let version = 0;
  const read = await samples(
    api,
    reps,
    () => readBody,
    (data) => {
      version = (data as { queryFileData: Versioned }).queryFileData.version;
    },
  );
  const update = await samples(
    api,
    reps,
    (index) => requestBody(OPERATIONS.updateFile, { data: fieldEdit(fileId, index, version) }),
    (data) => {
      version = (data as { updateFile: Versioned }).updateFile.version;
    },
  );
  return { read, update };
}

export function measureSchemas(api: GraphqlClient, reps: Repetitions): Promise<HttpSamples> {
  const body = requestBody(OPERATIONS.schemas);
  return samples(api, reps, () => body);
}

/**
 * `getDirectoryFolderToLoggedInClient` right after a write of one entry (`moveDirectoryEntry` of a file to
 * the top of another folder, not timed): the first read of every new version, which no answer kept for an
 * earlier version can give.
 */
export async function measureTreeReadAfterWrite(
  api: GraphqlClient,
  tree: GeneratedTree,
  reps: Repetitions,
): Promise<HttpSamples> {
  const read = requestBody(OPERATIONS.directory, { frontEndType: 'alloy' });
  const folders = folderIds(tree.items);
  const entries = [...tree.entryOfFile.values()];
  let last = { text: '', data: null as unknown };
  const ms = await repeat(reps, async (index) => {
    const entry = entries[(index * 7919) % entries.length] as { id: string };
    const parentId = folders[(index * 104_729) % folders.length] as string;
    await api.sendOk(
      requestBody(OPERATIONS.moveDirectoryEntry, { directoryId: entry.id, parentId, position: 1 }),
    );
    const result = await api.sendOk(read);
    last = result;
    return result.ms;
  });
  return { ms, responseBytes: Buffer.byteLength(last.text), payload: { data: last.data } };
}

/** Bytes of the tree query's answer on the wire to a browser, which accepts brotli and gzip. */
export function treeWireBytes(url: string, token: string): Promise<number> {
  const body = requestBody(OPERATIONS.directory, { frontEndType: 'alloy' });
  return new Promise((resolve, reject) => {
    const req = request(
      new URL('/', url),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'gzip, deflate, br',
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('error', reject);
        res.on('end', () => resolve(bytes));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
