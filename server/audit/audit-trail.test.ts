import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../operations/fixture';
import { withAuditActor } from './audit-actor';

interface AuditEvent {
  id: string;
  at: string;
  userId: string | null;
  userName: string | null;
  client: string;
  operation: string;
  objectKind: string;
  objectId: string;
  action: string;
  version: number | null;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Events grouped by the write that made them, newest write first; inside one write in any order. */
function writes(events: AuditEvent[]): [string, string[]][] {
  const groups: [string, string[]][] = [];
  for (const event of events) {
    const line = `${event.objectKind} ${event.objectId} ${event.action} ${event.version}`;
    const last = groups.at(-1);
    if (last?.[0] === event.operation) last[1].push(line);
    else groups.push([event.operation, [line]]);
  }
  return groups.map(([operation, lines]) => [operation, lines.sort()]);
}

let api: Api;
let events: AuditEvent[];
let ids: { schemaId: string; fileId: string; entryId: string; imageId: string };

const trail = async (variables: Record<string, unknown> = {}, token = api.admin) =>
  api.ok<AuditEvent[]>('AuditTrail', variables, token);

beforeAll(async () => {
  api = await Api.start();
  const schema = await api.saveSchema('Notiz', {
    elements: [
      { elementId: 'photo', componentId: 'Image', label: 'Foto', parentId: '0', position: 0, props: {} },
    ],
  });
  const file = await api.saveFile(schema.id, 'Einkauf', {}, api.editor);
  await api.ok(
    'UpdateFile',
    { data: { id: file.id, data: [{ elementId: 'photo', 'props.model.model-value': 'x' }] } },
    api.editor,
  );
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query:
        'mutation($f: String!, $i: File!) { uploadImage(fileId: $f, elementId: "photo", image: $i) { id } }',
      variables: { f: file.id, i: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.i'] }));
  form.set('0', new File([PNG], 'bild.png', { type: 'image/png' }));
  const uploaded = await fetch(`${api.server.url}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.editor}` },
    body: form,
  });
  const imageId = ((await uploaded.json()) as { data: { uploadImage: { id: string } } }).data.uploadImage.id;
  await api.ok('MoveToRecycleBin', { directoryId: file.directoryId }, api.editor);
  await api.ok('RemoveItemFromDirectory', { directoryId: file.directoryId }, api.editor);
  ids = { schemaId: schema.id, fileId: file.id, entryId: file.directoryId, imageId };
  events = await trail();
});
afterAll(() => api.stop());

describe('the audit trail', () => {
  it('records every write with who, which operation, what and the version, newest first', () => {
    const { schemaId, fileId, imageId } = ids;

    expect(writes(events)).toEqual([
      [
        'removeItemFromDirectory',
        [`FILE ${fileId} DELETE null`, `IMAGE ${imageId} DELETE null`, 'RECYCLE_BIN alloy/DATA/bin UPDATE 2'],
      ],
      ['moveToRecycleBin', ['DIRECTORY alloy/DATA UPDATE 2', 'RECYCLE_BIN alloy/DATA/bin UPDATE 1']],
      ['uploadImage', [`IMAGE ${imageId} CREATE null`]],
      ['updateFile', [`FILE ${fileId} UPDATE 2`]],
      ['saveFile', ['DIRECTORY alloy/DATA UPDATE 1', `FILE ${fileId} CREATE 1`]],
      ['saveSchema', ['DIRECTORY alloy/SCHEMA UPDATE 1', `SCHEMA ${schemaId} CREATE 1`]],
    ]);
    const editorEvents = events.filter((event) => event.operation !== 'saveSchema');
    expect(new Set(editorEvents.map((event) => event.userName))).toEqual(new Set(['acme-editor']));
    expect(events.at(-1)).toMatchObject({
      userName: 'acme-admin',
      client: 'acme',
      userId: expect.any(String),
    });
    expect(new Set(events.map((event) => event.client))).toEqual(new Set(['acme']));
    const times = events.map((event) => Date.parse(event.at));
    expect(times.every((time, index) => index === 0 || time <= (times[index - 1] ?? time))).toBe(true);
    expect(events.every((event) => new Date(event.at).toISOString() === event.at)).toBe(true);
  });

  it('records nothing for reads and for refused writes', async () => {
    await api.tree();
    await api.ok('Schemas');
    await api.failsWith('CONFLICT', 'UpdateDirectory', { directory: [], version: 99 });
    await api.failsWith('FORBIDDEN', 'SaveSchema', { schema: { label: 'Nein' } }, api.editor);

    expect(await trail()).toEqual(events);
  });

  it('rolls its record back with a write that fails after it changed a row', async () => {
    const { db } = api.server;
    const [user] = await db.query<{ id: string }>("select id from users where username = 'acme-admin'");
    const failing = withAuditActor(db, {
      userId: user?.id ?? '',
      userName: 'acme-admin',
      operation: 'updateSchema',
    }).transaction(async (tx) => {
      await tx.query("update schemas set label = 'Verloren', version = version + 1 where client_id = 'acme'");
      throw new Error('the write fails after its change');
    });

    await expect(failing).rejects.toThrow('the write fails after its change');
    expect(await trail()).toEqual(events);
    expect((await api.ok<{ label: string }[]>('Schemas')).map((schema) => schema.label)).toEqual(['Notiz']);
  });

  it('filters by object and pages, newest first', async () => {
    const ofFile = await trail({ objectId: ids.fileId });
    const secondPage = await trail({ limit: 2, offset: 2 });

    expect(ofFile.map((event) => `${event.operation} ${event.action}`)).toEqual([
      'removeItemFromDirectory DELETE',
      'updateFile UPDATE',
      'saveFile CREATE',
    ]);
    expect(secondPage).toEqual(events.slice(2, 4));
    expect(await trail({ offset: events.length })).toEqual([]);
  });

  it("is for the client's admins: editors are refused, and no other client sees anything of it", async () => {
    await api.failsWith('FORBIDDEN', 'AuditTrail', {}, api.editor);
    expect(await trail({}, api.otherAdmin)).toEqual([]);
    expect(await trail({ objectId: ids.fileId }, api.otherAdmin)).toEqual([]);
  });

  it('refuses a caller without a token and pages out of bounds', async () => {
    await api.failsWith('UNAUTHENTICATED', 'AuditTrail', {}, null);
    await api.failsWith('BAD_USER_INPUT', 'AuditTrail', { limit: 0 });
    await api.failsWith('BAD_USER_INPUT', 'AuditTrail', { limit: 201 });
    await api.failsWith('BAD_USER_INPUT', 'AuditTrail', { offset: -1 });
    await api.failsWith('BAD_USER_INPUT', 'AuditTrail', { objectId: 'x'.repeat(201) });
  });
});
