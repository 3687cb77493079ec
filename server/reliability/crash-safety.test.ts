import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock';
import { newPassStore, type PassStore, usesPostgres } from '../test/pass-store';
import { gql, gqlData, login, uploadImage } from './http-client';
import { ADMIN, type ServerProcess, startServerProcess } from './server-process';

const INPUTS = 40;
const TREE_FOLDERS = 30;
const IMAGE_BYTES = 256 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const READ_TREE =
  '{ getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { version flat { directory { name } } } }';
const UPDATE_TREE = 'mutation Tree($directory: JSON!) { updateDirectory(directory: $directory) { version } }';
const UPDATE_FILE = 'mutation File($data: JSON!) { updateFile(data: $data) { version } }';
const READ_FILE = 'query File($id: String!) { queryFileData(id: $id) { label data version } }';
const AUDIT =
  'query Audit($objectId: String, $offset: Int) { auditTrail(limit: 200, offset: $offset, objectId: $objectId) { objectId objectKind action version } }';

interface AuditRow {
  objectId: string;
  objectKind: string;
  action: string;
  version: number | null;
}

interface Folder {
  id: string;
  name: string;
  children: Folder[];
}

/** Write `n` of the tree: 30 folders in three levels, every name carrying `n`. */
function treeOfWrite(n: number): Folder[] {
  const folder = (i: number, children: Folder[] = []) => ({ id: `t${n}-${i}`, name: `t${n} ${i}`, children });
  return Array.from({ length: TREE_FOLDERS / 3 }, (_, i) => folder(i, [folder(100 + i, [folder(200 + i)])]));
}

/** Names in tree order, as the flat list of a directory read has them. */
const namesInOrder = (folders: Folder[]): string[] =>
  folders.flatMap((folder) => [folder.name, ...namesInOrder(folder.children)]);

/** Write `n` of the file: its label and every one of its 40 values say `n`. */
const fileOfWrite = (id: string, n: number) => ({
  id,
  label: `f${n}`,
  data: Array.from({ length: INPUTS }, (_, i) => ({
    elementId: `in${i}`,
    'props.model.model-value': `f${n}`,
  })),
});

/** Upload `n`: a PNG signature and 256 KiB of bytes that differ from every other upload's. */
function imageOfWrite(n: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(IMAGE_BYTES);
  bytes.set(PNG_SIGNATURE);
  for (let i = PNG_SIGNATURE.length; i < bytes.length; i++) bytes[i] = (i * 31 + n * 7) % 251;
  return bytes;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The number `n` every name, label or value of an object carries; null when they disagree. */
function commonNumber(texts: string[], prefix: string): number | null {
  const numbers = new Set(texts.map((text) => new RegExp(`^${prefix}(\\d+)`).exec(text)?.[1]));
  const [only] = numbers;
  return numbers.size === 1 && only !== undefined ? Number(only) : null;
}

interface Writes {
  /** The highest write number the server confirmed, per kind. */
  tree: number;
  file: number;
  /** Confirmed uploads: image id → sha256. */
  images: Map<string, string>;
  /** Every upload sent, confirmed or not: sha256 → write number. */
  sentImages: Map<string, number>;
  /** Uploads a kill left unanswered that the restarted server holds: a kill may strike after the commit. */
  storedUnanswered: Set<string>;
}

/**
 * A server with a schema of 40 inputs and an image, one file, and writers that keep saving the whole
 * data tree, the whole file and new images, one request after the other each.
 */
class CrashScenario {
  token = '';
  fileId = '';
  next = { tree: 0, file: 0, image: 0 };
  writes: Writes = {
    tree: 0,
    file: 0,
    images: new Map(),
    sentImages: new Map(),
    storedUnanswered: new Set(),
  };

  async prepare(server: ServerProcess): Promise<void> {
    this.token = await login(server.url, ADMIN.username, ADMIN.password);
    const elements = [
      { elementId: 'photo', componentId: 'Image', label: 'Foto', parentId: '0', position: 0, props: {} },
      ...Array.from({ length: INPUTS }, (_, i) => ({
        elementId: `in${i}`,
        componentId: 'Input',
        label: `Feld ${i}`,
        parentId: '0',
        position: i + 1,
        props: {},
      })),
    ];
    const schema = await gqlData<{ saveSchema: { id: string } }>(
      server.url,
      'mutation Save($schema: JSON!) { saveSchema(schema: $schema) { id } }',
      { schema: { label: 'Absturz', elements } },
      this.token,
    );
    const file = await gqlData<{ saveFile: { id: string } }>(
      server.url,
      'mutation Save($file: JSON!) { saveFile(file: $file) { id } }',
      { file: { schemaId: schema.saveSchema.id, label: 'f0', parentId: null } },
      this.token,
    );
    this.fileId = file.saveFile.id;
  }

  /** Runs the writers until the server stops answering; resolves once each has confirmed `minimum` writes. */
  load(server: ServerProcess, minimum: number): { confirmed: Promise<void>; finished: Promise<void> } {
    const counts = { tree: 0, file: 0, image: 0 };
    let reached: () => void = () => undefined;
    const confirmed = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const confirm = (kind: keyof typeof counts) => {
      counts[kind]++;
      if (Object.values(counts).every((count) => count >= minimum)) reached();
    };
    const repeat = async (write: () => Promise<void>) => {
      try {
        for (;;) await write();
      } catch {
        // The server is gone: this writer's last request got no answer.
      }
    };
    const trees = repeat(async () => {
      const n = ++this.next.tree;
      const { body } = await gql(server.url, UPDATE_TREE, { directory: treeOfWrite(n) }, this.token);
      if (!body.data) throw new Error(JSON.stringify(body));
      this.writes.tree = n;
      confirm('tree');
    });
    const files = repeat(async () => {
      const n = ++this.next.file;
      const { body } = await gql(server.url, UPDATE_FILE, { data: fileOfWrite(this.fileId, n) }, this.token);
      if (!body.data) throw new Error(JSON.stringify(body));
      this.writes.file = n;
      confirm('file');
    });
    const images = repeat(async () => {
      const n = ++this.next.image;
      const bytes = imageOfWrite(n);
      this.writes.sentImages.set(sha256(bytes), n);
      const { body } = await uploadImage(server.url, this.token, {
        fileId: this.fileId,
        elementId: 'photo',
        bytes,
        name: `bild-${n}.png`,
      });
      const id = body.data?.uploadImage.id;
      if (!id) throw new Error(JSON.stringify(body.errors));
      this.writes.images.set(id, sha256(bytes));
      confirm('image');
    });
    return { confirmed, finished: Promise.all([trees, files, images]).then(() => undefined) };
  }

  async auditOf(server: ServerProcess, objectId?: string): Promise<AuditRow[]> {
    const rows: AuditRow[] = [];
    for (;;) {
      const page = await gqlData<{ auditTrail: AuditRow[] }>(
        server.url,
        AUDIT,
        { objectId, offset: rows.length },
        this.token,
      );
      rows.push(...page.auditTrail);
      if (page.auditTrail.length < 200) return rows;
    }
  }

  /**
   * What a restarted server holds: the tree and the file each exactly as one write left them, no older
   * than the last confirmed one; every image complete; every committed version recorded in the audit trail.
   */
  async check(server: ServerProcess, { exact }: { exact: boolean }): Promise<void> {
    const { getDirectoryFolderToLoggedInClient: tree } = await gqlData<{
      getDirectoryFolderToLoggedInClient: { version: number; flat: { directory: { name: string } }[] };
    }>(server.url, READ_TREE, {}, this.token);
    const names = tree.flat.map((row) => row.directory.name);
    const treeWrite = commonNumber(names, 't');
    expect(names).toHaveLength(TREE_FOLDERS);
    expect(names).toEqual(namesInOrder(treeOfWrite(treeWrite ?? -1)));
    expect(treeWrite).toBeGreaterThanOrEqual(this.writes.tree);
    expect(treeWrite).toBeLessThanOrEqual(exact ? this.writes.tree : this.next.tree);

    const { queryFileData: file } = await gqlData<{
      queryFileData: { label: string; data: Record<string, unknown>[]; version: number };
    }>(server.url, READ_FILE, { id: this.fileId }, this.token);
    const fileWrite = commonNumber(
      [file.label, ...file.data.map((entry) => String(entry['props.model.model-value']))],
      'f',
    );
    expect(file.data).toHaveLength(INPUTS);
    expect(fileWrite).not.toBeNull();
    expect(fileWrite).toBeGreaterThanOrEqual(this.writes.file);
    expect(fileWrite).toBeLessThanOrEqual(exact ? this.writes.file : this.next.file);

    const audit = await this.auditOf(server);
    const versionsOf = (objectId: string) =>
      audit
        .filter((row) => row.objectId === objectId)
        .map((row) => row.version)
        .reverse();
    const upTo = (version: number) => Array.from({ length: version }, (_, index) => index + 1);
    expect(versionsOf(this.fileId)).toEqual(upTo(file.version));
    expect(versionsOf('alloy/DATA')).toEqual(upTo(tree.version));

    const stored = audit.filter((row) => row.objectKind === 'IMAGE').map((row) => row.objectId);
    expect(stored).toEqual(expect.arrayContaining([...this.writes.images.keys()]));
    const unanswered = stored.filter((id) => !this.writes.images.has(id));
    if (exact) expect(unanswered.filter((id) => !this.writes.storedUnanswered.has(id))).toEqual([]);
    else for (const id of unanswered) this.writes.storedUnanswered.add(id);
    for (const id of stored) {
      const response = await fetch(`${server.url}/images/${id}`, {
        headers: { authorization: `Bearer ${this.token}` },
      });
      const hash = sha256(new Uint8Array(await response.arrayBuffer()));
      expect(response.status).toBe(200);
      expect(this.writes.sentImages.has(hash), `image ${id} holds bytes no upload sent`).toBe(true);
      const confirmedHash = this.writes.images.get(id);
      if (confirmedHash) expect(hash).toBe(confirmedHash);
    }
  }
}

describe(`a server killed in the middle of writes (${usesPostgres ? 'PostgreSQL' : 'PGlite data folder'})`, () => {
  let passStore: PassStore;
  const scenario = new CrashScenario();
  const running: ServerProcess[] = [];

  const start = async () => {
    const server = await startServerProcess(passStore.store);
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    passStore = await newPassStore('alloy-crash-');
    await scenario.prepare(await start());
  }, 300_000);

  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop('SIGKILL')));
    await passStore?.dispose();
  }, 60_000);

  it.each([1, 2])(
    'finds every object as one write left it after SIGKILL number %i',
    { timeout: 240_000 },
    async () => {
      const server = running.at(-1) as ServerProcess;
      const unansweredUploads = () => scenario.writes.sentImages.size - scenario.writes.images.size;
      const unansweredBefore = unansweredUploads();
      const { confirmed, finished } = scenario.load(server, 3);
      await confirmed;
      // Somewhere inside the next writes of each kind.
      await sleep(Math.floor(Math.random() * 150));
      const exit = await server.stop('SIGKILL');
      await finished;

      const { next, writes } = scenario;
      const restarted = await start();
      await scenario.check(restarted, { exact: false });
      expect(exit.signal).toBe('SIGKILL');
      // Each writer had a request on its way that the kill left unanswered.
      expect([next.tree - writes.tree, next.file - writes.file]).toEqual([1, 1]);
      expect(unansweredUploads() - unansweredBefore).toBe(1);
    },
  );

  it('finishes the open requests on SIGTERM, exits cleanly and keeps every confirmed write', {
    timeout: 240_000,
  }, async () => {
    const server = running.at(-1) as ServerProcess;
    const { confirmed, finished } = scenario.load(server, 3);
    await confirmed;
    const exit = await server.stop('SIGTERM');
    await finished;

    expect(exit).toEqual({ code: 0, signal: null });
    const { store } = passStore;
    if ('dataDir' in store) expect(existsSync(join(store.dataDir, LOCK_FILE))).toBe(false);
    const restarted = await start();
    await scenario.check(restarted, { exact: true });
  });
});
