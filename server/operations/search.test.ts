import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api, folder } from './fixture';

let api: Api;
beforeAll(async () => {
  api = await Api.start();
});
afterAll(() => api.stop());

interface Mark {
  start: number;
  length: number;
}
interface Hit {
  id: string;
  tree: 'DATA' | 'SCHEMA';
  directoryId: string | null;
  title: string;
  titleMarks: Mark[];
  path: string[];
  snippet: { label: string | null; text: string; marks: Mark[] } | null;
}
interface Group {
  hits: Hit[];
  more: boolean;
}
interface Results {
  files: Group;
  folders: Group;
  schemas: Group;
}

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
const colour = (labels: [string, string]) => ({
  elementId: 'colour',
  componentId: 'Select',
  label: 'Farbe',
  parentId: '0',
  position: 2,
  props: {
    options: {
      options: [
        { id: 'r', label: labels[0] },
        { id: 'g', label: labels[1] },
      ],
    },
  },
  children: [],
});
const elements = (labels: [string, string] = ['Rot', 'Grün']) => [
  input('street', 'Straße', 0),
  input('note', 'Bemerkung', 1),
  colour(labels),
];

const search = (query: string, limit?: number, token: string = api.admin) =>
  api.ok<Results>('Search', { query, ...(limit && { limit }) }, token);
const marked = (text: string, marks: Mark[]) =>
  marks.map((mark) => text.slice(mark.start, mark.start + mark.length));
const fileTitles = async (query: string, token?: string) =>
  (await search(query, undefined, token)).files.hits.map((hit) => hit.title);

let schemaId = '';
let schemaDirectoryId = '';
let fileId = '';

beforeAll(async () => {
  const schema = await api.saveSchema('Immobilie', { elements: elements() });
  schemaId = schema.id;
  schemaDirectoryId = schema.directoryId;
  await api.ok('UpdateDirectory', {
    directory: [folder('bestand', 'Bestand', [folder('berlin', 'Berliner Objekte')])],
  });
  const file = await api.saveFile(schemaId, 'Villa am See', {
    parentId: 'berlin',
    data: [
      { elementId: 'street', [VALUE]: 'Hauptstraße 5' },
      { elementId: 'note', [VALUE]: 'Die Häuser am Ufer brauchen eine neue Wärmepumpe' },
      { elementId: 'colour', [VALUE]: 'g' },
    ],
  });
  fileId = file.id;
  await api.saveFile(schemaId, 'Lager', { data: [{ elementId: 'note', [VALUE]: 'Code ABC-123' }] });
});

describe('search', () => {
  it('finds a file by a value in another inflection, with its folder path and the value marked', async () => {
    const { files } = await search('Haus');
    expect(files.more).toBe(false);
    expect(files.hits).toHaveLength(1);
    const [hit] = files.hits as [Hit];
    expect(hit).toMatchObject({
      id: fileId,
      tree: 'DATA',
      title: 'Villa am See',
      path: ['Bestand', 'Berliner Objekte'],
    });
    expect(hit.directoryId).toEqual(expect.any(String));
    expect(hit.snippet?.label).toBe('Bemerkung');
    expect(marked(hit.snippet?.text ?? '', hit.snippet?.marks ?? [])).toEqual(['Häuser']);
  });

  it('finds a value mistyped, without its umlaut, or by a part of a word or code', async () => {
    expect(await fileTitles('Wärmpumpe')).toEqual(['Villa am See']);
    expect(await fileTitles('Hauptstrase')).toEqual(['Villa am See']);
    expect(await fileTitles('hauser')).toEqual(['Villa am See']);
    expect(await fileTitles('pumpe')).toEqual(['Villa am See']);
    expect(await fileTitles('abc-12')).toEqual(['Lager']);
    expect(await fileTitles('Grün')).toEqual(['Villa am See']);
  });

  it('finds by a file label, marking it, and ranks a title match first', async () => {
    await api.saveFile(schemaId, 'Notiz', { data: [{ elementId: 'note', [VALUE]: 'Siehe Villa am See' }] });
    const { files } = await search('villa');
    expect(files.hits.map((hit) => hit.title)).toEqual(['Villa am See', 'Notiz']);
    expect(marked('Villa am See', files.hits[0]?.titleMarks ?? [])).toEqual(['Villa']);
  });

  it('finds folders and schemas, by name, label or element label', async () => {
    const folders = (await search('Berlin')).folders.hits;
    expect(folders).toEqual([
      expect.objectContaining({
        id: 'berlin',
        tree: 'DATA',
        directoryId: 'berlin',
        path: ['Bestand'],
        snippet: null,
      }),
    ]);
    const bySchemaLabel = (await search('Immobilien')).schemas.hits;
    expect(bySchemaLabel).toEqual([
      expect.objectContaining({
        id: schemaId,
        tree: 'SCHEMA',
        directoryId: schemaDirectoryId,
        path: ['Schemas'],
      }),
    ]);
    const byElement = (await search('Bemerkungen')).schemas.hits;
    expect(byElement.map((hit) => [hit.id, hit.snippet?.text])).toEqual([[schemaId, 'Bemerkung']]);
  });

  it('finds a value saved at once, and no longer the value it replaced', async () => {
    const before = await api.file(fileId);
    await api.ok('UpdateFile', {
      data: { id: fileId, version: before.version, data: [{ elementId: 'street', [VALUE]: 'Gartenweg 7' }] },
    });
    expect(await fileTitles('Gartenweg')).toEqual(['Villa am See']);
    expect(await fileTitles('Hauptstraße')).toEqual([]);
  });

  it("finds a Select's value by its option's new label once the schema renames it", async () => {
    const schema = await api.ok<{ data: { version: number } }>('UpdateSchema', {
      schema: { id: schemaId, elements: elements(['Rot', 'Olivgrün']) },
    });
    expect(schema.data.version).toBeGreaterThan(1);
    expect(await fileTitles('Olivgrün')).toEqual(['Villa am See']);
  });

  it('says when more match than the limit shows', async () => {
    for (const n of [1, 2, 3]) await api.saveFile(schemaId, `Garage ${n}`);
    const { files } = await search('Garage', 2);
    expect(files.hits).toHaveLength(2);
    expect(files.more).toBe(true);
  });

  it('leaves out files in the recycle bin', async () => {
    const file = await api.saveFile(schemaId, 'Scheune');
    expect(await fileTitles('Scheune')).toEqual(['Scheune']);
    await api.ok('MoveToRecycleBin', { tree: 'DATA', directoryId: file.directoryId });
    expect(await fileTitles('Scheune')).toEqual([]);
  });

  it("finds the caller's client's data only, for editors as for admins", async () => {
    expect(await fileTitles('Villa', api.editor)).toEqual(['Villa am See', 'Notiz']);
    expect(await search('Villa', undefined, api.otherAdmin)).toEqual({
      files: { hits: [], more: false },
      folders: { hits: [], more: false },
      schemas: { hits: [], more: false },
    });
  });

  it('finds nothing for fewer than two characters and treats query syntax as text', async () => {
    expect((await search('V')).files.hits).toEqual([]);
    expect((await search("'&|!:*()<->")).files.hits).toEqual([]);
    expect((await search('%')).files.hits).toEqual([]);
  });

  it('refuses a long query, control characters, a limit out of range and a caller without a token', async () => {
    await api.failsWith('BAD_USER_INPUT', 'Search', { query: 'x'.repeat(201) });
    await api.failsWith('BAD_USER_INPUT', 'Search', { query: 'a\u0001b' });
    await api.failsWith('BAD_USER_INPUT', 'Search', { query: 'Villa', limit: 0 });
    await api.failsWith('BAD_USER_INPUT', 'Search', { query: 'Villa', limit: 51 });
    await api.failsWith('UNAUTHENTICATED', 'Search', { query: 'Villa' }, null);
  });
});
