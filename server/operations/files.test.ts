import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, folder } from './fixture';

let api: Api;
let schemaId: string;
beforeAll(async () => {
  api = await Api.start();
  schemaId = (await api.saveSchema('Customer', { id: 'customer' })).id;
  await api.ok('UpdateDirectory', { directory: [folder('clients', 'Clients', [folder('vip', 'VIP')])] });
});
afterAll(() => api.stop());

const value = (elementId: string, modelValue: unknown, extra: Record<string, unknown> = {}) => ({
  elementId,
  'props.model.model-value': modelValue,
  ...extra,
});

describe('saveFile and queryFileData', () => {
  it('stores a file under a folder and reads it back with its directory place', async () => {
    const saved = await api.saveFile(schemaId, 'Ada', {
      id: 'ada',
      parentId: 'vip',
      data: [value('name', 'Ada'), value('price', 12, { 'props.content.suffix': 'EUR' })],
    });
    expect(saved).toMatchObject({ success: true, id: 'ada' });
    const file = await api.file('ada');
    expect(file).toMatchObject({
      id: 'ada',
      label: 'Ada',
      schemaId,
      parentId: 'vip',
      directoryId: saved.directoryId,
      data: [value('name', 'Ada'), value('price', 12, { 'props.content.suffix': 'EUR' })],
      relatedFiles: [],
      version: 1,
    });
    const entry = (await api.tree()).flat.find((row) => row.id === saved.directoryId)?.item;
    expect(entry).toMatchObject({
      parentId: 'vip',
      fileId: 'ada',
      schemaId,
      name: 'Ada',
      isLeaf: true,
      position: 1,
    });
  });

  it('puts a file at the root without parent and names an unlabelled entry after the file id', async () => {
    const saved = await api.saveFile(schemaId, '');
    const file = await api.file(saved.id);
    expect(file).toMatchObject({ label: '', parentId: null, directoryId: saved.directoryId, data: [] });
    expect((await api.tree()).flat.find((row) => row.id === saved.directoryId)?.item.name).toBe(saved.id);
  });

  it('refuses unknown schemas, non-folder or too deep parents, bad data and taken ids', async () => {
    const before = await api.tree();
    const bad: [string, unknown, RegExp][] = [
      ['BAD_USER_INPUT', { schemaId: 'nope', label: 'X' }, /nope/],
      ['BAD_USER_INPUT', { schemaId, label: 'X', parentId: 'missing' }, /missing/],
      [
        'BAD_USER_INPUT',
        { schemaId, label: 'X', parentId: before.flat.find((row) => row.item.isLeaf)?.id },
        /folder/,
      ],
      ['BAD_USER_INPUT', { schemaId, label: 'x'.repeat(201) }, /file\.label/],
      ['BAD_USER_INPUT', { schemaId, label: 'X', data: 'text' }, /file\.data/],
      [
        'BAD_USER_INPUT',
        { schemaId, label: 'X', data: [value('a', 1), value('a', 2)] },
        /duplicate elementId/,
      ],
      ['BAD_USER_INPUT', { schemaId, label: 'X', data: [value('a', 'x'.repeat(1_000_001))] }, /bytes/],
      ['BAD_USER_INPUT', { label: 'X' }, /file\.schemaId/],
      ['BAD_USER_INPUT', [], /^file/],
      ['CONFLICT', { id: 'ada', schemaId, label: 'Again' }, /taken/],
    ];
    for (const [code, file, message] of bad) {
      const error = await api.failsWith(code, 'SaveFile', { file });
      expect(error.message).toMatch(message);
    }
    expect(await api.tree()).toEqual(before);
    expect((await api.file('ada')).label).toBe('Ada');
  });

  it('refuses a parent folder at the deepest level', async () => {
    let chain: unknown[] = [];
    for (let level = 6; level >= 1; level -= 1) chain = [folder(`deep${level}`, `Deep ${level}`, chain)];
    const tree = await api.tree();
    await api.ok('UpdateDirectory', { directory: [...tree.nested.map((row) => row.item), ...chain] });
    await api.saveFile(schemaId, 'Fits', { parentId: 'deep5' });
    const error = await api.failsWith('BAD_USER_INPUT', 'SaveFile', {
      file: { schemaId, label: 'No', parentId: 'deep6' },
    });
    expect(error.message).toMatch(/too deep/);
  });

  it('loses no entry when several files are saved at once', async () => {
    const before = await api.tree();
    const saved = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api.saveFile(schemaId, `Parallel ${index}`, { parentId: 'clients' }),
      ),
    );
    const after = await api.tree();
    expect(after.version).toBe(before.version + 6);
    const children = after.nested.find((row) => row.id === 'clients')?.item.children ?? [];
    expect(
      children
        .filter((child) => child.name.startsWith('Parallel'))
        .map((child) => child.id)
        .sort(),
    ).toEqual(saved.map((file) => file.directoryId).sort());
    expect(children.map((child) => child.position)).toEqual(children.map((_, index) => index + 1));
  });

  it('answers NOT_FOUND for an unknown file', async () => {
    await api.failsWith('NOT_FOUND', 'QueryFileData', { id: 'nobody' });
  });

  it('needs a token; editors may write files', async () => {
    await api.failsWith('UNAUTHENTICATED', 'SaveFile', { file: { schemaId, label: 'X' } }, null);
    await api.failsWith('UNAUTHENTICATED', 'QueryFileData', { id: 'ada' }, null);
    const saved = await api.saveFile(schemaId, 'By editor', {}, api.editor);
    expect((await api.file(saved.id, api.editor)).label).toBe('By editor');
  });
});

describe('updateFile', () => {
  it('merges entries by elementId, renames the directory entries and bumps the version', async () => {
    const result = await api.ok<{ success: boolean; version: number }>('UpdateFile', {
      data: {
        id: 'ada',
        label: 'Ada Lovelace',
        schemaId,
        version: 1,
        data: [value('price', 15), value('born', 1815)],
      },
    });
    expect(result).toEqual({ success: true, version: 2 });
    const file = await api.file('ada');
    expect(file.data).toEqual([
      value('name', 'Ada'),
      value('price', 15, { 'props.content.suffix': 'EUR' }),
      value('born', 1815),
    ]);
    expect(file.label).toBe('Ada Lovelace');
    expect((await api.tree()).flat.find((row) => row.id === file.directoryId)?.item.name).toBe(
      'Ada Lovelace',
    );
  });

  it('renames the file’s bin entries too', async () => {
    const saved = await api.saveFile(schemaId, 'Binned');
    await api.ok('MoveToRecycleBin', { directoryId: saved.directoryId });
    await api.ok('UpdateFile', { data: { id: saved.id, label: 'Renamed', data: [] } });
    expect((await api.tree('DATA', true)).flat.find((row) => row.item.fileId === saved.id)?.item.name).toBe(
      'Renamed',
    );
  });

  it('refuses stale versions, another schema, bad data and unknown files, changing nothing', async () => {
    const before = await api.file('ada');
    const stale = await api.failsWith('CONFLICT', 'UpdateFile', {
      data: { id: 'ada', data: [], version: 1 },
    });
    expect(stale.extensions?.version).toBe(before.version);
    await api.failsWith('BAD_USER_INPUT', 'UpdateFile', { data: { id: 'ada', schemaId: 'other', data: [] } });
    await api.failsWith('BAD_USER_INPUT', 'UpdateFile', { data: { id: 'ada' } });
    await api.failsWith('BAD_USER_INPUT', 'UpdateFile', { data: { id: 'ada', data: [{ elementId: 7 }] } });
    await api.failsWith('BAD_USER_INPUT', 'UpdateFile', {
      data: { id: 'ada', data: [value('huge', 'x'.repeat(999_000)), value('huge2', 'y'.repeat(10_000))] },
    });
    await api.failsWith('NOT_FOUND', 'UpdateFile', { data: { id: 'nobody', data: [] } });
    await api.failsWith('UNAUTHENTICATED', 'UpdateFile', { data: { id: 'ada', data: [] } }, null);
    expect(await api.file('ada')).toEqual(before);
  });
});

describe('filesByFileIds', () => {
  it('answers the known files in the order asked, skipping unknown ones', async () => {
    const second = await api.saveFile(schemaId, 'Grace');
    const files = await api.ok<{ id: string; label: string }[]>('FilesByFileIds', {
      fileIds: [second.id, 'unknown', 'ada'],
    });
    expect(files.map((file) => [file.id, file.label])).toEqual([
      [second.id, 'Grace'],
      ['ada', 'Ada Lovelace'],
    ]);
  });

  it('refuses more than 500 ids and a caller without a token', async () => {
    const many = Array.from({ length: 501 }, (_, index) => `id-${index}`);
    await api.failsWith('BAD_USER_INPUT', 'FilesByFileIds', { fileIds: many });
    await api.failsWith('UNAUTHENTICATED', 'FilesByFileIds', { fileIds: ['ada'] }, null);
  });
});

describe('two clients', () => {
  it('cannot read or change each other’s files, even with the same ids', async () => {
    const theirSchema = await api.saveSchema('Their customer', { id: 'customer' }, api.otherAdmin);
    await api.saveFile(theirSchema.id, 'Globex Ada', { id: 'ada' }, api.otherAdmin);
    expect((await api.file('ada')).label).toBe('Ada Lovelace');
    expect((await api.file('ada', api.otherAdmin)).label).toBe('Globex Ada');

    const mine = await api.saveFile(schemaId, 'Acme only');
    await api.failsWith('NOT_FOUND', 'QueryFileData', { id: mine.id }, api.otherAdmin);
    await api.failsWith(
      'NOT_FOUND',
      'UpdateFile',
      { data: { id: mine.id, label: 'Hacked', data: [] } },
      api.otherAdmin,
    );
    expect(await api.ok('FilesByFileIds', { fileIds: [mine.id] }, api.otherAdmin)).toEqual([]);
    const acmeOnlySchema = await api.saveSchema('Acme only schema');
    const foreignSchema = await api.failsWith(
      'BAD_USER_INPUT',
      'SaveFile',
      { file: { schemaId: acmeOnlySchema.id, label: 'X' } },
      api.otherAdmin,
    );
    expect(foreignSchema.message).toContain(acmeOnlySchema.id);
    await api.failsWith(
      'BAD_USER_INPUT',
      'SaveFile',
      { file: { schemaId, label: 'X', parentId: 'vip' } },
      api.otherAdmin,
    );
    expect((await api.file(mine.id)).label).toBe('Acme only');
  });
});
