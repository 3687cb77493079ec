import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../domain/transfer/bundle';
import type { ImportLine } from '../../domain/transfer/import-lines';
import { Api, schemaElement as element, outline } from './fixture';

const VALUE = 'props.model.model-value';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const UPLOAD_IMAGE = readFileSync(
  fileURLToPath(new URL('../../graphql/operations/file/upload-image.graphql', import.meta.url)),
  'utf8',
);

let api: Api;
let schemaId: string;
let otherSchemaId: string;

const get = (path: string, token: string | null = api.admin) =>
  fetch(`${api.server.url}${path}`, { headers: token ? { authorization: token } : {} });

async function bundleAt(path: string, token = api.admin): Promise<Bundle> {
  const response = await get(path, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Bundle;
}

/** POSTs a bundle to the import and reads the NDJSON answer line by line. */
async function postBundle(
  bundle: unknown,
  {
    token = api.otherAdmin,
    dryRun = false,
    folderId,
  }: { token?: string; dryRun?: boolean; folderId?: string } = {},
) {
  const query = `dryRun=${dryRun}${folderId ? `&folderId=${folderId}` : ''}`;
  const response = await fetch(`${api.server.url}/import/bundle?${query}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: typeof bundle === 'string' ? bundle : JSON.stringify(bundle),
  });
  const text = await response.text();
  const lines = response.headers.get('content-type')?.startsWith('application/x-ndjson')
    ? text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as ImportLine)
    : [];
  return { status: response.status, text, lines, last: lines.at(-1) };
}

/** The files of a bundle by id, as compared across clients: everything but what names the client. */
const filesOf = (bundle: Bundle) => Object.fromEntries(bundle.files.map((file) => [file.id, file]));

beforeAll(async () => {
  api = await Api.start();
  schemaId = (
    await api.saveSchema('Artikel', {
      elements: [
        element('name', 'Input', 'Name', 0),
        element('preis', 'Input', 'Preis', 1, { rules: { type: 'number' } }),
        element('bild', 'Image', 'Bild', 2),
        element('rel', 'Relationship', 'Zubehör', 3),
      ],
    })
  ).id;
  otherSchemaId = (await api.saveSchema('Lager', { elements: [element('ort', 'Input', 'Ort', 0)] })).id;
  for (const [id, name, parentId] of [
    ['wohnen', 'Wohnen', null],
    ['sofas', 'Sofas', 'wohnen'],
    ['keller', 'Keller', null],
  ] as const) {
    await api.ok('CreateDirectoryFolder', { id, name, parentId });
  }
  const save = (id: string, label: string, parentId: string, data: unknown[] = [], schema = schemaId) =>
    api.ok<{ directoryId: string }>('SaveFile', { file: { id, schemaId: schema, label, parentId, data } });
  const sofa = await save('sofa', 'Sofa', 'sofas', [
    { elementId: 'name', [VALUE]: 'Sofa „Berlin“' },
    { elementId: 'preis', [VALUE]: 2499.95 },
  ]);
  await save('kissen', 'Kissen', 'wohnen', [{ elementId: 'name', [VALUE]: 'Kissen' }]);
  await save('tisch', 'Tisch', 'keller');
  await save('regal', 'Regal', 'keller', [{ elementId: 'ort', [VALUE]: 'Halle 2' }], otherSchemaId);
  // The sofa in two folders, related to a file of the folder and to one outside it, with an image.
  await api.ok('SetFileParents', { directoryId: sofa.directoryId, parentIds: ['sofas', 'wohnen'] });
  for (const fileId of ['kissen', 'tisch']) {
    await api.ok('AddRelatedFiles', { data: { fileId: 'sofa', relationship: { fileId, elementId: 'rel' } } });
  }
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: UPLOAD_IMAGE, variables: { fileId: 'sofa', elementId: 'bild', image: null } }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.image'] }));
  form.set('0', new File([new Uint8Array(PNG)], 'sofa.png', { type: 'image/png' }));
  const uploaded = await fetch(`${api.server.url}/`, {
    method: 'POST',
    headers: { authorization: api.admin },
    body: form,
  });
  expect(uploaded.status).toBe(200);
});
afterAll(() => api.stop());

describe('a folder’s files through GET /export/files.json and POST /import/bundle', () => {
  it('arrive in another client as they were: data, versions, related files, images and places', async () => {
    const response = await get('/export/files.json?folderId=wohnen');
    expect(response.headers.get('x-total-files')).toBe('2');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Wohnen.json");
    const original = (await response.json()) as Bundle;
    expect(original).toMatchObject({ format: 'alloy-bundle', scope: 'files', client: 'acme' });
    expect(original.files.map((file) => file.id)).toEqual(['kissen', 'sofa']);
    expect(original.schemas.map((schema) => schema.id)).toEqual([schemaId]);
    expect(original.images).toHaveLength(1);
    expect(original.places).toEqual([
      { fileId: 'kissen', path: [{ id: 'wohnen', name: 'Wohnen' }] },
      { fileId: 'sofa', path: [{ id: 'wohnen', name: 'Wohnen' }] },
      {
        fileId: 'sofa',
        path: [
          { id: 'wohnen', name: 'Wohnen' },
          { id: 'sofas', name: 'Sofas' },
        ],
      },
    ]);

    const dryRun = await postBundle(original, { dryRun: true });
    expect(dryRun.status).toBe(200);
    expect(dryRun.last).toEqual({
      type: 'report',
      dryRun: true,
      problems: [],
      schemas: { created: 1, updated: 0 },
      files: { created: 2, updated: 0, unchanged: 0 },
      images: 1,
      trees: 0,
    });
    expect(
      (await get('/export/files.json?fileIds=sofa,kissen', api.otherAdmin)).headers.get('x-total-files'),
    ).toBe('0');

    const run = await postBundle(original);
    expect(run.lines[0]).toEqual({ type: 'progress', files: 2, totalFiles: 2 });
    expect(run.last).toMatchObject({
      type: 'report',
      dryRun: false,
      problems: [],
      schemas: { created: 1 },
      files: { created: 2 },
      images: 1,
    });
    const copy = await bundleAt('/export/files.json?folderId=wohnen', api.otherAdmin);
    expect(copy.places).toEqual(original.places);
    expect(copy.schemas).toEqual(original.schemas);
    expect(copy.images).toEqual(original.images);
    // The link to the table, a file outside the folder and so not in the bundle, is left out.
    const { sofa, ...others } = filesOf(original);
    expect(filesOf(copy)).toEqual({
      ...others,
      sofa: { ...sofa, related: [{ fileId: 'kissen', elementId: 'rel' }] },
    });
    expect(outline((await api.tree('DATA', false, api.otherAdmin)).nested.map((row) => row.item))).toEqual([
      'Wohnen',
      '  Kissen',
      '  Sofa',
      '  Sofas',
      '    Sofa',
    ]);
    const schemaEntries = (await api.tree('SCHEMA', false, api.otherAdmin)).flat.map((row) => row.item);
    expect(schemaEntries.filter((item) => item.fileId === schemaId)).toHaveLength(1);

    const again = await postBundle(original);
    expect(again.last).toMatchObject({
      problems: [],
      files: { created: 0, updated: 0, unchanged: 2 },
      images: 0,
    });
    expect((await bundleAt('/export/files.json?folderId=wohnen', api.otherAdmin)).places).toEqual(
      original.places,
    );
  });

  it('leaves the files of the client the bundle came from as they are', async () => {
    const before = await bundleAt('/export/files.json?fileIds=tisch');
    const changed = structuredClone(before);
    changed.files = changed.files.map((file) => ({ ...file, label: 'Fremder Tisch', data: [] }));
    expect((await postBundle(changed)).last).toMatchObject({ problems: [], files: { created: 1 } });
    expect(filesOf(await bundleAt('/export/files.json?fileIds=tisch'))).toEqual(filesOf(before));
    const theirs = await bundleAt('/export/files.json?fileIds=tisch', api.otherAdmin);
    expect(theirs.files.map((file) => file.label)).toEqual(['Fremder Tisch']);
    // Ids of the other client's files name none of the caller's.
    const none = await get('/export/files.json?fileIds=regal', api.otherAdmin);
    expect(none.headers.get('x-total-files')).toBe('0');
    expect(((await none.json()) as Bundle).files).toEqual([]);
  });

  it('puts the files into the folder named by folderId, for an editor too, but creates no schema for them', async () => {
    const bundle = await bundleAt('/export/files.json?fileIds=kissen,tisch');
    const moved = await postBundle(bundle, { token: api.editor, folderId: 'keller' });
    expect(moved.last).toMatchObject({ type: 'report', problems: [], files: { unchanged: 2 } });
    const keller = (await api.tree()).nested.find((row) => row.item.id === 'keller')?.item;
    expect(keller?.children.map((child) => child.name)).toEqual(['Tisch', 'Regal', 'Kissen']);

    const foreign = structuredClone(bundle);
    foreign.schemas = foreign.schemas.map((schema) => ({ ...schema, id: 'neu', label: 'Neu' }));
    foreign.files = foreign.files.map((file) => ({
      ...file,
      id: `neu-${file.id}`,
      schemaId: 'neu',
      related: [],
    }));
    foreign.images = [];
    foreign.places = [];
    const refused = await postBundle(foreign, { token: api.editor });
    expect(refused.last).toMatchObject({
      type: 'report',
      problems: [
        {
          path: 'schemas[0] („neu“)',
          message: 'Das Schema „Neu“ fehlt; nur Administratoren können es anlegen.',
        },
      ],
    });
    expect((await get('/export/files.json?fileIds=neu-kissen')).headers.get('x-total-files')).toBe('0');
    const schemas = { ...foreign, scope: 'schemas', files: [] };
    expect((await postBundle(schemas, { token: api.editor })).status).toBe(403);
  });
});

describe('the field rules in a files bundle', () => {
  it('are checked as a write of the data would, and a bundle breaking them writes nothing', async () => {
    const bundle = await bundleAt('/export/files.json?fileIds=sofa,kissen');
    const changed = structuredClone(bundle);
    for (const file of changed.files) {
      const others = (file.data as { elementId: string }[]).filter((entry) => entry.elementId !== 'preis');
      file.data = [...others, { elementId: 'preis', [VALUE]: 'teuer' }];
    }

    const refused = await postBundle(changed, { token: api.admin, dryRun: true });
    expect(refused.last).toMatchObject({ type: 'report', dryRun: true });
    const problems = (refused.last as { problems: { path: string; message: string }[] }).problems;
    expect(problems.map((problem) => problem.path)).toEqual(['files[0] („kissen“)', 'files[1] („sofa“)']);
    expect(new Set(problems.map((problem) => problem.message))).toEqual(
      new Set(['„Preis“ ist keine Zahl (z. B. 2.499,95).']),
    );
    const written = await postBundle(changed, { token: api.admin });
    expect(written.last).toMatchObject({ type: 'report', dryRun: false, problems });
    expect(filesOf(await bundleAt('/export/files.json?fileIds=sofa,kissen'))).toEqual(filesOf(bundle));

    // A value kept as it is stored passes, whatever rules came since.
    expect((await postBundle(bundle, { token: api.admin, dryRun: true })).last).toMatchObject({
      problems: [],
    });
  });
});

describe('exports of files by schema and by ids, and as CSV', () => {
  it('answers a schema’s files or the files named, and refuses a wrong query', async () => {
    const bySchema = await get(`/export/files.json?schemaId=${schemaId}`);
    expect(bySchema.headers.get('x-total-files')).toBe('3');
    expect(((await bySchema.json()) as Bundle).files.map((file) => file.id)).toEqual([
      'kissen',
      'sofa',
      'tisch',
    ]);
    const byIds = await bundleAt('/export/files.json?fileIds=regal,sofa,fehlt');
    expect(byIds.files.map((file) => file.id)).toEqual(['regal', 'sofa']);
    expect(byIds.schemas.map((schema) => schema.id).sort()).toEqual([schemaId, otherSchemaId].sort());

    for (const query of ['', `schemaId=${schemaId}&folderId=wohnen`, `fileIds=${'x,'.repeat(1001)}`]) {
      const response = await get(`/export/files.json?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect((await get('/export/files.json?folderId=fehlt')).status).toBe(404);
    expect((await get('/export/files.json?folderId=wohnen', api.otherAdmin)).status).toBe(200);
    expect((await get('/export/files.json?schemaId=fehlt')).status).toBe(404);
    expect((await get('/export/files.json?folderId=wohnen', null)).status).toBe(401);
  });

  it('takes a selection too long for an address as a POST body, for JSON and CSV', async () => {
    const post = (path: string, body: string) =>
      fetch(`${api.server.url}${path}`, {
        method: 'POST',
        headers: { authorization: api.admin, 'content-type': 'application/json' },
        body,
      });
    // 1,000 ids of 36 characters: 37 KB, more than an HTTP server takes as an address.
    const fileIds = ['sofa', 'regal', ...Array.from({ length: 998 }, () => crypto.randomUUID())];
    const json = await post('/export/files.json', JSON.stringify({ fileIds }));
    expect(json.status).toBe(200);
    expect(json.headers.get('x-total-files')).toBe('2');
    expect(((await json.json()) as Bundle).files.map((file) => file.id)).toEqual(['regal', 'sofa']);
    const csv = await post('/export/files.csv', JSON.stringify({ schemaId, fileIds }));
    expect((await csv.text()).split('\r\n').filter((row) => row !== '')).toHaveLength(2);

    for (const body of ['{', JSON.stringify({ fileIds: [...fileIds, 'eins-zu-viel'] })]) {
      const refused = await post('/export/files.json', body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('writes the CSV of a schema’s files in a folder’s subtree or among ids', async () => {
    const response = await get(`/export/files.csv?schemaId=${schemaId}&folderId=wohnen`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-files')).toBe('2');
    const rows = (await response.text()).split('\r\n').filter((row) => row !== '');
    expect(rows.map((row) => row.split(';')[0])).toEqual(['ID', 'kissen', 'sofa']);
    const byIds = await (await get(`/export/files.csv?schemaId=${schemaId}&fileIds=tisch,regal`)).text();
    expect(byIds.split('\r\n').filter((row) => row !== '')).toHaveLength(2);
    expect((await get('/export/files.csv?folderId=wohnen')).status).toBe(400);
  });
});

describe('schemas through GET /export/schemas/:id/schema.json', () => {
  it('come back as they were into another client, admins only', async () => {
    const bundle = await bundleAt(`/export/schemas/${otherSchemaId}/schema.json`);
    expect(bundle).toMatchObject({ scope: 'schemas', schemas: [{ id: otherSchemaId, label: 'Lager' }] });
    expect((await postBundle(bundle)).last).toMatchObject({
      problems: [],
      schemas: { created: 1, updated: 0 },
    });
    expect(await bundleAt(`/export/schemas/${otherSchemaId}/schema.json`, api.otherAdmin)).toMatchObject({
      schemas: bundle.schemas,
    });
    const relabelled = {
      ...bundle,
      schemas: bundle.schemas.map((schema) => ({ ...schema, label: 'Lagerorte' })),
    };
    expect((await postBundle(relabelled)).last).toMatchObject({ schemas: { created: 0, updated: 1 } });
  });
});

describe('refusals of POST /import/bundle', () => {
  it('answers bad JSON, what is no bundle and a broken bundle with their codes and German words', async () => {
    const bad = await postBundle('{"format": "alloy-bundle",');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Die Datei ist kein gültiges JSON (Fehler bei Zeichen 26).',
    });
    const notBundle = await postBundle({ format: 'csv' });
    expect(JSON.parse(notBundle.text)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const broken = await postBundle({
      format: 'alloy-bundle',
      version: 1,
      scope: 'files',
      files: [{ id: 7 }],
    });
    expect(broken.status).toBe(200);
    expect(broken.last?.type).toBe('report');
    const problems = broken.last?.type === 'report' ? broken.last.problems : [];
    expect(problems.map((problem) => problem.path)).toContain('bundle.files[0].id');
    const trees = await postBundle({
      format: 'alloy-bundle',
      version: 1,
      scope: 'files',
      trees: [{ frontEndType: 'alloy', tree: 'DATA' }],
    });
    expect(trees.last).toMatchObject({
      problems: [{ path: 'trees', message: 'Ein Bündel im Umfang „files“ enthält keine Bäume.' }],
    });
    const nul = {
      format: 'alloy-bundle',
      version: 1,
      scope: 'schemas',
      schemas: [{ id: 's', label: 'a\u0000b' }],
    };
    expect((await postBundle(nul)).last).toMatchObject({ problems: [{ path: 'bundle.schemas.0.label' }] });
    expect((await postBundle({ format: 'alloy-bundle', version: 1 }, { token: api.editor })).status).toBe(
      403,
    );
  });

  it('answers 413 with the way to import larger bundles, before reading the body', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${api.server.url}/import/bundle`, {
        method: 'POST',
        headers: {
          authorization: api.admin,
          'content-type': 'application/json',
          'content-length': String(64 * 1024 * 1024 + 1),
        },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: text });
          request.destroy();
        });
      });
      request.on('error', reject);
      request.write('{');
    });
    expect(status).toBe(413);
    expect(JSON.parse(body)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('npm run import'),
    });
  });
});
