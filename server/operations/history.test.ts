import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, folder } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

const VALUE = 'props.model.model-value';
const input = (elementId: string, label: string, position: number) => ({
  elementId,
  componentId: 'Input',
  label,
  parentId: '0',
  position,
  props: {},
  children: [],
});
const elements = [input('price', 'Preis', 0), input('note', 'Bemerkung', 1), input('code', 'Code', 2)];

interface FieldChange {
  key: string;
  label: string | null;
  kind: string;
  before: string;
  after: string;
}
interface EntryChange {
  kind: string;
  entryId: string;
  name: string;
  from: { parentId: string | null; parentName: string | null; position: number; name: string } | null;
  to: { parentId: string | null; parentName: string | null; position: number; name: string } | null;
  canPutBack: boolean;
}
interface Revision {
  id: string;
  kind: string;
  objectId: string;
  version: number | null;
  userName: string | null;
  operation: string;
  changes: FieldChange[];
  entries: EntryChange[];
}
interface Comparison {
  key: string;
  label: string | null;
  changed: boolean;
  revision: string;
  current: string;
  orphaned: boolean;
}
interface Detail {
  revision: Revision;
  label: string;
  comparison: Comparison[];
  currentVersion: number | null;
}

const history = (objectId: string, extra: Record<string, unknown> = {}, token = api.admin) =>
  api.ok<Revision[]>('History', { objectId, ...extra }, token);
const revision = (id: string, token = api.admin) => api.ok<Detail>('Revision', { id }, token);
const restore = (id: string, version: number | null, fields?: string[], token = api.admin) =>
  api.ok<{ version: number; orphaned: string[] }>('RestoreRevision', { id, version, fields }, token);
const update = (id: string, data: Record<string, string>, extra: Record<string, unknown> = {}) =>
  api.ok<{ version: number }>('UpdateFile', {
    data: {
      id,
      data: Object.entries(data).map(([elementId, value]) => ({ elementId, [VALUE]: value })),
      ...extra,
    },
  });
const storedValue = (file: { data: Record<string, unknown>[] }, elementId: string) =>
  file.data.find((entry) => entry.elementId === elementId)?.[VALUE];

let schemaId = '';
beforeAll(async () => {
  schemaId = (await api.saveSchema('Artikel', { elements })).id;
});

describe('history of a file', () => {
  it('lists each write newest first, with who and what changed in words, from the file as created', async () => {
    const { id } = await api.saveFile(schemaId, 'Sofa', {
      data: [{ elementId: 'price', [VALUE]: '2.499,95' }],
    });
    expect(await history(id)).toEqual([]);
    await update(id, { price: '2.299,00', note: 'Reduziert' });
    await update(id, {}, { label: 'Sofa Berlin' });

    const revisions = await history(id);
    expect(revisions.map((item) => [item.operation, item.version, item.userName])).toEqual([
      ['updateFile', 3, 'acme-admin'],
      ['updateFile', 2, 'acme-admin'],
      ['created', 1, 'acme-admin'],
    ]);
    expect(revisions[1]?.changes).toEqual([
      { key: 'price', label: 'Preis', kind: 'CHANGED', before: '2.499,95', after: '2.299,00' },
      { key: 'note', label: 'Bemerkung', kind: 'ADDED', before: '', after: 'Reduziert' },
    ]);
    expect(revisions[0]?.changes).toEqual([
      { key: 'label', label: null, kind: 'CHANGED', before: 'Sofa', after: 'Sofa Berlin' },
    ]);
    expect(revisions[2]?.changes).toEqual([]);
  });

  it('compares a revision with the file now, and restores one field, then the whole revision', async () => {
    const { id } = await api.saveFile(schemaId, 'Tisch', { data: [{ elementId: 'price', [VALUE]: '100' }] });
    await update(id, { price: '120', note: 'Eiche' });
    await update(id, { price: '150', code: 'T-1' });
    const [, middle, created] = await history(id);

    const detail = await revision(middle?.id as string);
    expect(detail.currentVersion).toBe(3);
    expect(detail.comparison.filter((field) => field.changed)).toEqual([
      expect.objectContaining({ key: 'price', label: 'Preis', revision: '120', current: '150' }),
      expect.objectContaining({ key: 'code', label: 'Code', revision: '', current: 'T-1' }),
    ]);

    expect((await restore(middle?.id as string, 3, ['price'])).version).toBe(4);
    let file = await api.file(id);
    expect([storedValue(file, 'price'), storedValue(file, 'note'), storedValue(file, 'code')]).toEqual([
      '120',
      'Eiche',
      'T-1',
    ]);
    expect((await history(id))[0]).toMatchObject({ operation: 'restoreRevision', version: 4 });

    await restore(created?.id as string, 4);
    file = await api.file(id);
    expect(file.label).toBe('Tisch');
    expect(file.data).toEqual([{ elementId: 'price', [VALUE]: '100' }]);
  });

  it('refuses a restore over a newer version (CONFLICT) and keeps the file as it is', async () => {
    const { id } = await api.saveFile(schemaId, 'Lampe', { data: [{ elementId: 'price', [VALUE]: '10' }] });
    await update(id, { price: '20' });
    await update(id, { price: '30' });
    const [, first] = await history(id);
    const error = await api.failsWith('CONFLICT', 'RestoreRevision', { id: first?.id, version: 2 });
    expect(error.extensions?.version).toBe(3);
    expect(storedValue(await api.file(id), 'price')).toBe('30');
    await api.failsWith('BAD_USER_INPUT', 'RestoreRevision', { id: first?.id });
    await api.failsWith('BAD_USER_INPUT', 'RestoreRevision', { id: first?.id, version: 3, fields: ['nope'] });
  });

  it('restores a value of an element the schema no longer has as an orphaned value, and says so', async () => {
    const own = await api.saveSchema('Notiz', {
      elements: [input('text', 'Text', 0), input('old', 'Alt', 1)],
    });
    const { id } = await api.saveFile(own.id, 'N1', { data: [{ elementId: 'old', [VALUE]: 'wichtig' }] });
    await update(id, { old: '' });
    await api.ok('UpdateSchema', { schema: { id: own.id, elements: [input('text', 'Text', 0)] } });
    const [, created] = await history(id);
    const result = await restore(created?.id as string, 2, ['old']);
    expect(result.orphaned).toEqual(['old']);
    expect(storedValue(await api.file(id), 'old')).toBe('wichtig');
    const detail = await revision(created?.id as string);
    expect(detail.comparison.find((field) => field.key === 'old')).toMatchObject({
      orphaned: true,
      changed: false,
    });
  });

  it('keeps related files in the history and restores them', async () => {
    const { id } = await api.saveFile(schemaId, 'Haupt');
    const a = await api.saveFile(schemaId, 'Anhang A');
    const b = await api.saveFile(schemaId, 'Anhang B');
    await api.ok('AddRelatedFiles', {
      data: { fileId: id, relationship: [{ fileId: a.id }, { fileId: b.id }] },
    });
    const linked = await api.file(id);
    await api.ok('DeleteRelatedFile', { relationshipId: linked.relatedFiles[0]?.relationshipId });
    const [removed, added] = await history(id);
    expect(added?.changes).toEqual([
      { key: 'relatedFiles', label: null, kind: 'CHANGED', before: '', after: 'Anhang A, Anhang B' },
    ]);
    expect(removed?.changes[0]).toMatchObject({ before: 'Anhang A, Anhang B', after: 'Anhang B' });
    await restore(added?.id as string, 3, ['relatedFiles']);
    expect((await api.file(id)).relatedFiles.map((link) => [link.label, link.position])).toEqual([
      ['Anhang A', 1],
      ['Anhang B', 2],
    ]);
  });

  it('rebuilds any revision across snapshots', async () => {
    const { id } = await api.saveFile(schemaId, 'Zähler');
    for (let count = 1; count <= 45; count++) await update(id, { price: String(count) });
    const revisions = await history(id, { first: 100 });
    expect(revisions).toHaveLength(46);
    for (const count of [1, 19, 20, 21, 39, 40, 45]) {
      const item = revisions.find((entry) => entry.version === count + 1) as Revision;
      const detail = await revision(item.id);
      expect(detail.comparison.find((field) => field.key === 'price')?.revision).toBe(String(count));
    }
    const page = await history(id, { first: 10, before: revisions[9]?.id });
    expect(page.map((item) => item.version)).toEqual(revisions.slice(10, 20).map((item) => item.version));
  });

  it('is deleted with the file', async () => {
    const { id, directoryId } = await api.saveFile(schemaId, 'Weg');
    await update(id, { price: '1' });
    const [latest] = await history(id);
    await api.ok('RemoveItemFromDirectory', { directoryId });
    expect(await history(id)).toEqual([]);
    await api.failsWith('NOT_FOUND', 'Revision', { id: latest?.id });
  });
});

describe('history of a schema', () => {
  it('tells elements added, changed and removed, and restores one element', async () => {
    const own = await api.saveSchema('Vertrag', {
      elements: [input('a', 'Nummer', 0), input('b', 'Datum', 1)],
    });
    await api.ok('UpdateSchema', {
      schema: { id: own.id, elements: [input('a', 'Vertragsnummer', 0), input('c', 'Partner', 1)] },
    });
    const [changed, created] = await history(own.id);
    expect(created?.operation).toBe('created');
    expect(changed?.changes).toEqual([
      { key: 'a', label: 'Vertragsnummer', kind: 'CHANGED', before: 'Nummer', after: 'Vertragsnummer' },
      { key: 'c', label: 'Partner', kind: 'ADDED', before: '', after: 'Partner' },
      { key: 'b', label: 'Datum', kind: 'REMOVED', before: 'Datum', after: '' },
    ]);
    await restore(created?.id as string, 2, ['b']);
    const [schema] = (
      await api.ok<{ id: string; elements: { elementId: string; label: string }[] }[]>('Schemas')
    ).filter((item) => item.id === own.id);
    expect(schema?.elements.map((element) => [element.elementId, element.label])).toEqual([
      ['a', 'Vertragsnummer'],
      ['b', 'Datum'],
      ['c', 'Partner'],
    ]);
  });

  it('lets only schema admins restore a schema', async () => {
    const own = await api.saveSchema('Nur Admins', { elements: [input('a', 'A', 0)] });
    await api.ok('UpdateSchema', {
      schema: { id: own.id, label: 'Nur Admins 2', elements: [input('a', 'A', 0)] },
    });
    const [, created] = await history(own.id, {}, api.editor);
    await api.failsWith('FORBIDDEN', 'RestoreRevision', { id: created?.id, version: 2 }, api.editor);
  });
});

describe('the change list of a tree', () => {
  it('tells creations, moves, renames, bins and restores, and puts a move and a rename back', async () => {
    const tree = async () => api.tree('DATA');
    const add = (name: string, parentId: string | null = null) =>
      api.ok<{ directoryId: string }>('CreateDirectoryFolder', { name, parentId });
    const archive = (await add('Archiv')).directoryId;
    const inbox = (await add('Eingang')).directoryId;
    const box = (await add('Kiste', inbox)).directoryId;
    await api.ok('MoveDirectoryEntry', { directoryId: box, parentId: archive, position: 1 });
    await api.ok('RenameDirectoryEntry', { directoryId: box, name: 'Truhe' });
    await api.ok('MoveToRecycleBin', { directoryId: inbox });
    await api.ok('RestoreFromRecycleBin', { directoryId: inbox });

    const changes = await history('alloy/DATA', { first: 5 });
    expect(changes.map((item) => [item.operation, item.entries.map((entry) => entry.kind)])).toEqual([
      ['restoreFromRecycleBin', ['RESTORED']],
      ['moveToRecycleBin', ['BINNED']],
      ['renameDirectoryEntry', ['RENAMED']],
      ['moveDirectoryEntry', ['MOVED']],
      ['createDirectoryFolder', ['CREATED']],
    ]);
    const [moved] = (changes[3] as Revision).entries;
    expect(moved).toMatchObject({
      entryId: box,
      from: { parentId: inbox, parentName: 'Eingang', position: 1 },
      to: { parentId: archive, parentName: 'Archiv', position: 1 },
      canPutBack: true,
    });

    await restore((changes[2] as Revision).id, null);
    await restore((changes[3] as Revision).id, (await tree()).version);
    const box1 = (await tree()).flat.find((row) => row.id === box)?.item;
    expect([box1?.parentId, box1?.name]).toEqual([inbox, 'Kiste']);

    const moveAgain = (await history('alloy/DATA', { first: 2 }))[1] as Revision;
    expect(moveAgain.operation).toBe('restoreRevision');
    await api.failsWith('CONFLICT', 'RestoreRevision', { id: (changes[3] as Revision).id });
  });

  it('tells of a whole-tree write only the entries it changed', async () => {
    const before = (await api.tree('DATA')).version;
    await api.ok('UpdateDirectory', {
      directory: [{ id: 'ganz', directory: folder('ganz', 'Ganz', [folder('teil', 'Teil')]) }],
      version: before,
    });
    const [latest] = await history('alloy/DATA', { first: 1 });
    expect(latest?.entries.map((entry) => [entry.kind, entry.name])).toEqual(
      expect.arrayContaining([['CREATED', 'Ganz']]),
    );
  });
});

describe('bad input', () => {
  it('answers NOT_FOUND for unknown or other clients’ revisions', async () => {
    const { id } = await api.saveFile(schemaId, 'Geheim');
    await update(id, { price: '5' });
    const [latest] = await history(id);
    await api.failsWith('NOT_FOUND', 'Revision', { id: latest?.id }, api.otherAdmin);
    await api.failsWith('NOT_FOUND', 'RestoreRevision', { id: latest?.id, version: 2 }, api.otherAdmin);
    expect(await history(id, {}, api.otherAdmin)).toEqual([]);
    await api.failsWith('NOT_FOUND', 'Revision', { id: '999999999' });
    await api.failsWith('NOT_FOUND', 'Revision', { id: 'abc' });
    await api.failsWith('BAD_USER_INPUT', 'History', { objectId: id, first: 0 });
    await api.failsWith('BAD_USER_INPUT', 'History', { objectId: id, before: 'x' });
  });
});

describe('the audit trail for admins', () => {
  it('filters by user, operation, object kind and time, and is refused to editors', async () => {
    const { id } = await api.saveFile(schemaId, 'Geprüft');
    await api.ok('UpdateFile', { data: { id, data: [{ elementId: 'price', [VALUE]: '7' }] } }, api.editor);
    const users = await api.ok<{ id: string; name: string }[]>('AuditUsers');
    const editor = users.find((user) => user.name === 'acme-editor') as { id: string };
    const byEditor = await api.ok<{ operation: string; objectId: string }[]>('AuditTrail', {
      userId: editor.id,
    });
    expect(byEditor.map((event) => [event.operation, event.objectId])).toEqual([['updateFile', id]]);
    const saves = await api.ok<{ operation: string }[]>('AuditTrail', {
      operation: 'saveFile',
      objectKind: 'FILE',
    });
    expect(saves.length).toBeGreaterThan(0);
    expect(new Set(saves.map((event) => event.operation))).toEqual(new Set(['saveFile']));
    expect(await api.ok('AuditTrail', { to: '2000-01-01T00:00:00Z' })).toEqual([]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await api.ok('AuditTrail', { from: future })).toEqual([]);
    await api.failsWith('BAD_USER_INPUT', 'AuditTrail', { from: 'gestern' });
    await api.failsWith('FORBIDDEN', 'AuditTrail', {}, api.editor);
    await api.failsWith('FORBIDDEN', 'AuditUsers', {}, api.editor);
  });
});
