import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SVG_CONTENT_SECURITY_POLICY } from '../http/image-route';
import type { GqlBody } from '../test/harness';
import { Api } from './fixture';

const UPLOAD_IMAGE = readFileSync(
  fileURLToPath(new URL('../../graphql/operations/file/upload-image.graphql', import.meta.url)),
  'utf8',
);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const GIF = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">' +
    '<script>window.__pwned = true</script><rect width="4" height="4"/></svg>',
);

interface UploadedImage {
  id: string;
  fileId: string;
  elementId: string;
  url: string;
  contentType: string;
  size: number;
  fileName: string;
}

let api: Api;
let fileId: string;

beforeAll(async () => {
  api = await Api.start();
  const { id: schemaId } = await api.saveSchema('Produkt', {
    elements: [
      { elementId: 'photo', componentId: 'Image', label: 'Foto', parentId: '0', position: 0, props: {} },
      {
        elementId: 'logo',
        componentId: 'Image',
        label: 'Logo',
        parentId: '0',
        position: 1,
        props: { behavior: { accept: ['image/png'] } },
      },
      { elementId: 'name', componentId: 'Input', label: 'Name', parentId: '0', position: 2, props: {} },
    ],
  });
  fileId = (await api.saveFile(schemaId, 'Lampe')).id;
});
afterAll(() => api.stop());

/** A GraphQL multipart request, the way the SPA uploads. */
async function upload(
  bytes: Buffer,
  { name = 'bild.png', type = '', elementId = 'photo', file = fileId, token = api.admin } = {},
): Promise<GqlBody<{ uploadImage: UploadedImage }>> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: UPLOAD_IMAGE, variables: { fileId: file, elementId, image: null } }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.image'] }));
  form.set('0', new File([new Uint8Array(bytes)], name, { type }));
  const response = await fetch(`${api.server.url}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return (await response.json()) as GqlBody<{ uploadImage: UploadedImage }>;
}

async function uploaded(bytes: Buffer, options: Parameters<typeof upload>[1] = {}) {
  const body = await upload(bytes, options);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  const image = body.data?.uploadImage;
  if (!image) throw new Error('uploadImage answered no image');
  return image;
}

async function refusal(bytes: Buffer, options: Parameters<typeof upload>[1] = {}) {
  const body = await upload(bytes, options);
  expect(body.data ?? null).toBeNull();
  return body.errors?.[0]?.extensions;
}

const fetchImage = (url: string, headers: Record<string, string> = { authorization: api.admin }) =>
  fetch(`${api.server.url}${url}`, { headers });

describe('uploadImage', () => {
  it('stores a PNG and serves it to its client with the type read from the bytes', async () => {
    const image = await uploaded(PNG, { name: 'lampe.png', type: 'image/png' });
    expect(image).toMatchObject({
      fileId,
      elementId: 'photo',
      contentType: 'image/png',
      size: PNG.length,
      fileName: 'lampe.png',
      url: `/images/${image.id}`,
    });

    const response = await fetchImage(image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('serves an image to the apollo-token cookie, as an <img> asks for it', async () => {
    const image = await uploaded(PNG);
    const response = await fetchImage(image.url, { cookie: `other=1; apollo-token=${api.editor}` });
    expect(response.status).toBe(200);
    expect((await fetchImage(image.url, {})).status).toBe(401);
  });

  it('stores an SVG and serves it so that its script cannot run', async () => {
    const image = await uploaded(SVG, { name: 'zeichnung.svg', type: 'image/svg+xml' });
    expect(image.contentType).toBe('image/svg+xml');

    const response = await fetchImage(image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(SVG_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; \w+$/);
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves images as stored, also to a client that accepts compressed answers', async () => {
    const largeSvg = Buffer.from(
      SVG.toString().replace('<!-- drawn by hand -->', `<!-- ${'x'.repeat(4000)} -->`),
    );
    for (const [bytes, name] of [
      [PNG, 'lampe.png'],
      [largeSvg, 'zeichnung.svg'],
    ] as const) {
      const image = await uploaded(bytes, { name });

      const response = await fetchImage(image.url, {
        authorization: api.admin,
        'accept-encoding': 'br, gzip',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    }
  });

  it('refuses a text file renamed .png', async () => {
    const text = Buffer.from('Das ist kein Bild, nur Text.\n');
    expect(await refusal(text, { name: 'bild.png', type: 'image/png' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'unsupported-type',
    });
    const html = Buffer.from('<html><svg></svg><script>alert(1)</script></html>');
    expect(await refusal(html, { name: 'bild.svg' })).toMatchObject({ reason: 'unsupported-type' });
  });

  it('refuses a real image whose name or declared type say otherwise', async () => {
    expect(await refusal(JPEG, { name: 'foto.png' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'type-mismatch',
    });
    expect(await refusal(PNG, { name: 'bild', type: 'text/plain' })).toMatchObject({
      reason: 'type-mismatch',
    });
    expect((await uploaded(JPEG, { name: 'foto.jpg', type: 'image/jpeg' })).contentType).toBe('image/jpeg');
  });

  it('refuses images above 5 MB and empty files', async () => {
    const large = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await refusal(large)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'too-large' });
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'empty' });
  });

  it('refuses types the element does not accept, non-Image elements and unknown files', async () => {
    expect(await refusal(GIF, { name: 'a.gif', elementId: 'logo' })).toMatchObject({
      reason: 'not-accepted',
    });
    expect((await uploaded(PNG, { elementId: 'logo' })).elementId).toBe('logo');
    expect(await refusal(PNG, { elementId: 'name' })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await refusal(PNG, { file: 'unknown-file' })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(PNG, { token: api.otherAdmin })).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('images of another client', () => {
  it('are not served and cannot be deleted', async () => {
    const image = await uploaded(PNG);
    const response = await fetchImage(image.url, { authorization: api.otherAdmin });
    expect(response.status).toBe(404);

    await api.failsWith('NOT_FOUND', 'DeleteImage', { id: image.id }, api.otherAdmin);
    expect((await fetchImage(image.url)).status).toBe(200);
  });
});

describe('deleteImage', () => {
  it('deletes an image of the caller, which is then gone', async () => {
    const image = await uploaded(PNG);
    expect(await api.ok('DeleteImage', { id: image.id })).toEqual({ success: true });
    expect((await fetchImage(image.url)).status).toBe(404);
    await api.failsWith('NOT_FOUND', 'DeleteImage', { id: image.id });
  });

  it('images go with their file when it is deleted for good', async () => {
    const { id: schemaId } = await api.saveSchema('Karte', {
      elements: [{ elementId: 'bild', componentId: 'Image', label: 'Bild', parentId: '0', position: 0 }],
    });
    const card = await api.saveFile(schemaId, 'Karte 1');
    const image = await uploaded(PNG, { file: card.id, elementId: 'bild' });
    await api.ok('RemoveItemFromDirectory', { directoryId: card.directoryId });
    expect((await fetchImage(image.url)).status).toBe(404);
  });
});
