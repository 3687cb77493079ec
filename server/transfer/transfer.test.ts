import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { element, group, topLevel } from '../../domain/schema/element-fixtures';
import { BUNDLE_FORMAT, BUNDLE_VERSION } from '../../domain/transfer/bundle';
import { migrate } from '../db/migrate';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { exportBundle } from './export-bundle';
import { importBundle } from './import-bundle';

const VALUE = 'props.model.model-value';
// A 1×1 PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const folder = (id: string, name: string, children: unknown[] = []) => ({ id, name, fileId: null, children });
const place = (id: string, fileId: string, name: string) => ({
  id,
  name,
  fileId,
  isLeaf: true,
  children: [],
});

/** A client's worth of everything: schemas, folders with files in two places, related files, an image, a bin. */
const bundle = () => ({
  format: BUNDLE_FORMAT,
  version: BUNDLE_VERSION,
  schemas: [
    {
      id: 'artikel',
      label: 'Artikel',
      elements: topLevel([
        element('name', 'Input', { label: 'Name' }),
        group('g', [element('preis', 'Input', { label: 'Preis', props: { rules: { type: 'number' } } })]),
        element('bild', 'Image', { label: 'Bild' }),
        element('rel', 'Relationship', { label: 'Zubehör' }),
      ]),
      version: 4,
    },
  ],
  files: [
    {
      id: 'sofa',
      schemaId: 'artikel',
      label: 'Sofa',
      data: [
        { elementId: 'name', [VALUE]: 'Sofa „Berlin“' },
        { elementId: 'preis', [VALUE]: 2499.95 },
        { elementId: 'bild', [VALUE]: 'img-1' },
      ],
      version: 7,
      related: [{ fileId: 'kissen', elementId: 'rel' }],
    },
    { id: 'kissen', schemaId: 'artikel', label: 'Kissen', data: [], version: 1, related: [] },
    { id: 'alt', schemaId: 'artikel', label: 'Alt', data: [], version: 2, related: [] },
  ],
  images: [
    {
      id: 'img-1',
      fileId: 'sofa',
      elementId: 'bild',
      contentType: 'image/png',
      fileName: 'sofa.png',
      bytes: PNG,
    },
  ],
  trees: [
    {
      frontEndType: 'alloy',
      tree: 'DATA',
      directory: [
        folder('wohnen', 'Wohnen', [place('e1', 'sofa', 'Sofa'), place('e2', 'kissen', 'Kissen')]),
        place('e3', 'sofa', 'Sofa'),
      ],
      recycleBin: [{ ...place('e4', 'alt', 'Alt'), parentId: 'bin' }],
    },
    {
      frontEndType: 'alloy',
      tree: 'SCHEMA',
      directory: [{ id: 's1', name: 'Artikel', fileId: 'artikel', isLeaf: true, children: [] }],
      recycleBin: [],
    },
  ],
});

async function exported(store: TestDatabase, client: string) {
  let text = '';
  await exportBundle(store.db, client, async (chunk) => {
    text += chunk;
  });
  const { exportedAt: _at, client: _client, ...rest } = JSON.parse(text);
  return rest;
}

describe('bundles', () => {
  let store: TestDatabase;
  beforeEach(async () => {
    store = await openTestDatabase();
    await migrate(store.db);
  });
  afterEach(() => store.dispose());

  it('round-trips a client through export and import into another, object by object', async () => {
    const report = await importBundle(store.db, 'acme', bundle(), { userId: '' });
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ schemas: { created: 1 }, files: { created: 3 }, images: 1, trees: 2 });
    const first = await exported(store, 'acme');
    expect(first.files.find((file: { id: string }) => file.id === 'sofa')).toMatchObject({
      version: 7,
      related: [{ fileId: 'kissen', elementId: 'rel' }],
    });

    const copy = await importBundle(
      store.db,
      'globex',
      JSON.parse(JSON.stringify({ ...first, format: BUNDLE_FORMAT })),
      {
        userId: '',
      },
    );
    expect(copy.problems).toEqual([]);
    expect(await exported(store, 'globex')).toEqual(first);
    const [search] = await store.db.query<{ n: number }>(
      `select count(*)::int as n from files where client_id = 'globex' and search_words @@ to_tsquery('german', 'berlin')`,
    );
    expect(search?.n).toBe(1);
  });

  it('imports again without change, and replaces a client whole with --replace', async () => {
    await importBundle(store.db, 'acme', bundle(), { userId: '' });
    const again = await importBundle(store.db, 'acme', bundle(), { userId: '' });
    expect(again.files).toEqual({ created: 0, updated: 0, unchanged: 3 });
    const smaller = bundle();
    smaller.files = smaller.files.filter((file) => file.id === 'kissen');
    smaller.images = [];
    smaller.trees = [];
    await importBundle(store.db, 'acme', smaller, { userId: '', replace: true });
    const files = await store.db.query<{ id: string }>(`select id from files where client_id = 'acme'`);
    expect(files.map((row) => row.id)).toEqual(['kissen']);
  });

  it('writes nothing and names every problem of a broken bundle', async () => {
    const broken = bundle();
    broken.files[0] = { ...broken.files[0], schemaId: 'fehlt' } as (typeof broken.files)[number];
    broken.files[1] = { ...broken.files[1], data: [{ elementId: 'x' }, { elementId: 'x' }] } as never;
    broken.images[0] = { ...broken.images[0], bytes: Buffer.from('<script>').toString('base64') } as never;
    const report = await importBundle(store.db, 'acme', broken, { userId: '' });
    expect(report.problems.map((problem) => problem.path)).toEqual([
      'files[0] („sofa“)',
      'files[1] („kissen“)',
      'images[0] („img-1“)',
    ]);
    expect(report.problems[0]?.message).toBe('Das Schema „fehlt“ gibt es weder im Bündel noch in Alloy.');
    const [count] = await store.db.query<{ n: number }>('select count(*)::int as n from schemas');
    expect(count?.n).toBe(0);
    const wrong = await importBundle(store.db, 'acme', { format: 'csv' }, { userId: '' });
    expect(wrong.problems[0]?.message).toMatch(/^Das Bündel hat nicht das erwartete Format/);
  });

  it("checks a files bundle's unique values against each other and the client's files, and writes nothing", async () => {
    const numbered = (id: string, nr: string) => ({
      id,
      schemaId: 'akten',
      label: id,
      data: [{ elementId: 'nr', [VALUE]: nr }],
    });
    const base = { format: BUNDLE_FORMAT, version: BUNDLE_VERSION };
    const schemas = [
      {
        id: 'akten',
        label: 'Akten',
        elements: topLevel([element('nr', 'Input', { label: 'Nummer', props: { rules: { unique: true } } })]),
      },
    ];
    const stored = await importBundle(
      store.db,
      'acme',
      { ...base, scope: 'files', schemas, files: [numbered('a', 'N1'), numbered('b', 'N2')] },
      { userId: '' },
    );
    expect(stored.problems).toEqual([]);

    const files = [
      numbered('c', 'N1'),
      numbered('d', 'N3'),
      numbered('e', ' N3 '),
      numbered('b', 'N4'),
      numbered('f', 'N2'),
      numbered('a', 'N1'),
    ];
    const report = await importBundle(
      store.db,
      'acme',
      { ...base, scope: 'files', schemas, files },
      { userId: '' },
    );
    expect(report.problems).toEqual([
      {
        path: 'files[0] („c“)',
        message: '„Nummer“ ist schon in einer anderen Datei dieses Schemas vergeben.',
      },
      { path: 'files[2] („e“)', message: '„Nummer“ hat denselben Wert wie files[1] („d“).' },
    ]);
    const labels = await store.db.query<{ label: string }>('select label from files order by label');
    expect(labels.map((row) => row.label)).toEqual(['a', 'b']);

    // Values the files keep as stored pass, as do values one of them gives up to another.
    const swapped = [numbered('a', 'N2'), numbered('b', 'N1'), numbered('a2', 'N9')];
    const written = await importBundle(
      store.db,
      'acme',
      { ...base, scope: 'files', schemas, files: swapped },
      { userId: '' },
    );
    expect(written.problems).toEqual([]);

    // A file the client has in another schema keeps its schema and data: the bundle is refused.
    const otherSchemas = [{ ...schemas[0], id: 'akten2', label: 'Akten 2' }];
    const moved = { ...numbered('a', 'N7'), schemaId: 'akten2' };
    for (const scope of ['files', 'client'] as const) {
      const refused = await importBundle(
        store.db,
        'acme',
        { ...base, scope, schemas: otherSchemas, files: [moved] },
        { userId: '' },
      );
      expect(refused.problems).toEqual([
        { path: 'files[0] („a“)', message: 'Die Datei gehört in Alloy zu einem anderen Schema („akten“).' },
      ]);
    }
    const [a] = await store.db.query<{ schema_id: string; data: unknown }>(
      `select schema_id, data from files where id = 'a'`,
    );
    expect(a).toEqual({ schema_id: 'akten', data: [{ elementId: 'nr', [VALUE]: 'N2' }] });
  });
});
