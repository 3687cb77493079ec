import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, folder } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

interface Page {
  columns: { elementId: string; label: string; kind: string; options: string[] }[];
  total: number;
  endCursor: string | null;
  rows: {
    id: string;
    label: string;
    directoryId: string | null;
    folders: string[][];
    updatedAt: string;
    updatedBy: string | null;
    cells: { elementId: string; text: string }[];
  }[];
}

const VALUE = 'props.model.model-value';
const element = (elementId: string, componentId: string, label: string, position: number, props = {}) => ({
  elementId,
  componentId,
  label,
  parentId: '0',
  position,
  props,
  children: [],
});

let schemaId = '';
const ids: Record<string, string> = {};

const page = (variables: Record<string, unknown> = {}, token?: string) =>
  api.ok<Page>('FilesOfSchema', { schemaId, ...variables }, token);
const labels = (result: Page) => result.rows.map((row) => row.label);

beforeAll(async () => {
  const schema = await api.saveSchema('Auto', {
    elements: [
      element('model', 'Input', 'Modell', 0),
      element('colour', 'Select', 'Farbe', 1, {
        options: {
          options: [
            { id: 'r', label: 'Rot' },
            { id: 'b', label: 'Blau' },
          ],
        },
      }),
      element('photo', 'Image', 'Foto', 2),
      element('owners', 'Relationship', 'Halter', 3),
    ],
  });
  schemaId = schema.id;
  await api.ok('UpdateDirectory', { directory: [folder('garage', 'Garage', [folder('hinten', 'Hinten')])] });
  const cars: [string, string | null, string | null][] = [
    ['Käfer', 'Typ 1', 'r'],
    ['Bulli', 'T2', 'b'],
    ['Golf', 'Golf II', 'r'],
    ['Ente', null, null],
  ];
  for (const [label, model, colour] of cars) {
    const data = [
      ...(model ? [{ elementId: 'model', [VALUE]: model }] : []),
      ...(colour ? [{ elementId: 'colour', [VALUE]: colour }] : []),
    ];
    ids[label] = (await api.saveFile(schemaId, label, { parentId: 'hinten', data })).id;
  }
  await api.saveFile((await api.saveSchema('Anderes')).id, 'Fremd');
});

describe('filesOfSchema', () => {
  it('lists every file of the schema by label, with its columns, places, values and who changed it', async () => {
    const result = await page();
    expect(result.total).toBe(4);
    expect(result.endCursor).toBeNull();
    expect(result.columns).toEqual([
      { elementId: 'model', label: 'Modell', kind: 'text', options: [] },
      { elementId: 'colour', label: 'Farbe', kind: 'select', options: ['Rot', 'Blau'] },
      { elementId: 'photo', label: 'Foto', kind: 'image', options: [] },
      { elementId: 'owners', label: 'Halter', kind: 'relationship', options: [] },
    ]);
    expect(labels(result)).toEqual(['Bulli', 'Ente', 'Golf', 'Käfer']);
    const kaefer = result.rows[3];
    expect(kaefer).toMatchObject({ id: ids.Käfer, folders: [['Garage', 'Hinten']], updatedBy: 'acme-admin' });
    expect(kaefer?.directoryId).toEqual(expect.any(String));
    expect(kaefer?.cells).toEqual(
      expect.arrayContaining([
        { elementId: 'model', text: 'Typ 1' },
        { elementId: 'colour', text: 'Rot' },
      ]),
    );
  });

  it('sorts by an element, rows without a value last either way, and by the last change', async () => {
    expect(labels(await page({ sort: { column: 'model' } }))).toEqual(['Golf', 'Bulli', 'Käfer', 'Ente']);
    expect(labels(await page({ sort: { column: 'model', direction: 'DESC' } }))).toEqual([
      'Käfer',
      'Bulli',
      'Golf',
      'Ente',
    ]);
    expect(labels(await page({ sort: { column: 'updatedAt', direction: 'DESC' } }))).toEqual([
      'Ente',
      'Golf',
      'Bulli',
      'Käfer',
    ]);
  });

  it('pages through the rows by cursor, in every sort order', async () => {
    for (const sort of [
      { column: 'label' },
      { column: 'model', direction: 'DESC' },
      { column: 'updatedAt' },
    ]) {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const result: Page = await page({ sort, first: 1, after });
        expect(result.rows).toHaveLength(1);
        seen.push(...labels(result));
        after = result.endCursor;
      } while (after && seen.length <= 4);
      expect(seen).toEqual(labels(await page({ sort })));
    }
  });

  it('filters by text, option, empty and change date, and counts what the filters let through', async () => {
    const contains = await page({ filter: [{ column: 'model', op: 'CONTAINS', value: 'golf' }] });
    expect([labels(contains), contains.total]).toEqual([['Golf'], 1]);
    expect(labels(await page({ filter: [{ column: 'colour', op: 'EQUALS', value: 'rot' }] }))).toEqual([
      'Golf',
      'Käfer',
    ]);
    expect(labels(await page({ filter: [{ column: 'colour', op: 'EMPTY' }] }))).toEqual(['Ente']);
    expect(labels(await page({ filter: [{ column: 'label', op: 'CONTAINS', value: 'kaf' }] }))).toEqual([
      'Käfer',
    ]);
    expect((await page({ filter: [{ column: 'updatedAt', op: 'SINCE', value: '2999-01-01' }] })).total).toBe(
      0,
    );
    expect((await page({ filter: [{ column: 'updatedBy', op: 'CONTAINS', value: 'admin' }] })).total).toBe(4);
    const both = await page({
      filter: [
        { column: 'colour', op: 'NOT_EMPTY' },
        { column: 'model', op: 'CONTAINS', value: 't' },
      ],
    });
    expect(labels(both)).toEqual(['Bulli', 'Käfer']);
  });

  it('shows a value as saved a moment before', async () => {
    const file = await api.file(ids.Ente as string);
    await api.ok('UpdateFile', {
      data: { id: file.id, version: file.version, data: [{ elementId: 'model', [VALUE]: '2CV' }] },
    });
    const result = await page({ filter: [{ column: 'model', op: 'CONTAINS', value: '2cv' }] });
    expect(labels(result)).toEqual(['Ente']);
  });

  it('refuses unknown columns, filters a column does not take, bad values and cursors, and other clients', async () => {
    const bad = [
      { filter: [{ column: 'nope', op: 'EMPTY' }] },
      { filter: [{ column: 'photo', op: 'CONTAINS', value: 'x' }] },
      { filter: [{ column: 'model', op: 'CONTAINS' }] },
      { filter: [{ column: 'updatedAt', op: 'SINCE', value: 'gestern' }] },
      { sort: { column: 'photo' } },
      { sort: { column: 'folders' } },
      { first: 0 },
      { first: 201 },
      { after: 'kein-cursor' },
      { after: (await page({ first: 1 })).endCursor, sort: { column: 'model' } },
    ];
    for (const variables of bad)
      await api.failsWith('BAD_USER_INPUT', 'FilesOfSchema', { schemaId, ...variables });
    await api.failsWith('NOT_FOUND', 'FilesOfSchema', { schemaId: 'unbekannt' });
    await api.failsWith('NOT_FOUND', 'FilesOfSchema', { schemaId }, api.otherAdmin);
    await api.failsWith('UNAUTHENTICATED', 'FilesOfSchema', { schemaId }, null);
  });
});

describe('bulk writes of files', () => {
  it('moves files to a folder as their only place, or adds the folder to their places', async () => {
    await api.ok('MoveFilesToFolder', { fileIds: [ids.Käfer, ids.Bulli], folderId: 'garage' });
    await api.ok('MoveFilesToFolder', { fileIds: [ids.Golf], folderId: null, keepPlaces: true });
    const rows = new Map((await page()).rows.map((row) => [row.label, row.folders]));
    expect(rows.get('Käfer')).toEqual([['Garage']]);
    expect(rows.get('Bulli')).toEqual([['Garage']]);
    expect(rows.get('Golf')).toEqual([['Garage', 'Hinten'], []]);
  });

  it('moves every place of files to the recycle bin', async () => {
    await api.ok('MoveFilesToRecycleBin', { fileIds: [ids.Golf] });
    expect((await page()).rows.find((row) => row.label === 'Golf')?.folders).toEqual([]);
    const bin = await api.tree('DATA', true);
    expect(bin.flat.filter((row) => row.item.fileId === ids.Golf)).toHaveLength(2);
  });

  it('refuses unknown files and folders, a file as folder, an empty list, and a stale version', async () => {
    await api.failsWith('NOT_FOUND', 'MoveFilesToFolder', { fileIds: ['unbekannt'], folderId: 'garage' });
    await api.failsWith('NOT_FOUND', 'MoveFilesToFolder', { fileIds: [ids.Käfer], folderId: 'unbekannt' });
    await api.failsWith('BAD_USER_INPUT', 'MoveFilesToFolder', { fileIds: [], folderId: 'garage' });
    const kaefer = (await page()).rows.find((row) => row.label === 'Käfer');
    const error = await api.failsWith('BAD_USER_INPUT', 'MoveFilesToFolder', {
      fileIds: [ids.Bulli],
      folderId: kaefer?.directoryId,
    });
    expect(error.extensions?.reason).toBe('into-file');
    await api.failsWith('NOT_FOUND', 'MoveFilesToRecycleBin', { fileIds: [ids.Bulli] }, api.otherAdmin);
    const { version } = await api.tree();
    const stale = await api.server.gql(
      'mutation($ids: [String!]!, $v: Int) { moveFilesToRecycleBin(fileIds: $ids, version: $v) { success } }',
      { ids: [ids.Bulli], v: version - 1 },
      api.admin,
    );
    expect(stale.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});
