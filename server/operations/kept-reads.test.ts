import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { Api, folder } from './fixture';

/**
 * Each app keeps tree states and tree answers in memory (see `TreeSnapshots`); a second app on the same
 * database stands for another server instance. Whatever either writes, the other must read at once.
 */
let api: Api;
let other: FastifyInstance;
let otherUrl: string;

const UPDATE =
  'mutation U($directory: JSON!, $version: Int) { updateDirectory(directory: $directory, version: $version) { success version } }';
const BIN = 'mutation B($id: String!) { moveToRecycleBin(directoryId: $id) { success version } }';
const RENAME = 'mutation R($data: JSON!) { updateFile(data: $data) { success version } }';

async function onOther<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const response = await fetch(`${otherUrl}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.admin}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Data; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as Data;
}

beforeAll(async () => {
  api = await Api.start();
  other = await buildApp({ db: api.server.db, config: api.server.config });
  await other.listen({ host: '127.0.0.1', port: 0 });
  otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await other?.close();
  await api?.stop();
});

describe('reads kept per stored state', () => {
  it('answer a tree written through another instance, though this one answered it before', async () => {
    await api.ok('UpdateDirectory', { directory: [folder('a', 'A', [folder('a1', 'A1')])] });
    const first = await api.tree();
    expect(await api.tree()).toEqual(first);

    const written = await onOther<{ updateDirectory: { version: number } }>(UPDATE, {
      directory: [folder('b', 'B'), folder('a', 'A renamed', [folder('a1', 'A1')])],
      version: first.version,
    });
    const after = await api.tree();
    expect(after.version).toBe(written.updateDirectory.version);
    expect(after.flat.map((row) => [row.id, row.item.name, row.item.position])).toEqual([
      ['b', 'B', 1],
      ['a', 'A renamed', 2],
      ['a1', 'A1', 1],
    ]);
    // A write with the version this instance read before is refused as stale.
    const stale = await api.failsWith('CONFLICT', 'UpdateDirectory', {
      directory: [folder('c', 'C')],
      version: first.version,
    });
    expect(stale.message).toMatch(/changed meanwhile/);
  });

  it('answer a recycle bin and a file place changed through another instance', async () => {
    const schema = await api.saveSchema('Kept');
    const saved = await api.saveFile(schema.id, 'Akte');
    const before = await api.file(saved.id);
    expect(before.directoryId).toBe(saved.directoryId);
    expect((await api.tree('DATA', true)).flat).toEqual([]);

    const tree = await api.tree();
    await onOther(UPDATE, {
      directory: [
        folder('holder', 'Holder', [{ id: 'moved', name: 'Akte', fileId: saved.id }]),
        ...tree.nested.filter((row) => row.item.fileId !== saved.id).map((row) => row.item),
      ],
      version: tree.version,
    });
    const moved = await api.file(saved.id);
    expect([moved.directoryId, moved.parentId]).toEqual(['moved', 'holder']);

    await onOther(BIN, { id: 'holder' });
    const bin = await api.tree('DATA', true);
    expect(bin.flat.map((row) => row.id)).toEqual(['holder', 'moved']);
    expect((await api.file(saved.id)).directoryId).toBeNull();
  });

  it('answer related-file labels renamed through another instance', async () => {
    const schema = await api.saveSchema('Linked');
    const from = await api.saveFile(schema.id, 'Von');
    const to = await api.saveFile(schema.id, 'Nach');
    await api.ok('AddRelatedFiles', { data: { fileId: from.id, relationship: { fileId: to.id } } });
    expect((await api.file(from.id)).relatedFiles.map((link) => link.label)).toEqual(['Nach']);
    const target = await api.file(to.id);
    await onOther(RENAME, { data: { id: to.id, label: 'Nach neu', data: [], version: target.version } });
    expect((await api.file(from.id)).relatedFiles.map((link) => link.label)).toEqual(['Nach neu']);
  });
});
