import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, storeToken } from '../lib/auth/token-storage';
import { uploadImage, uploadRefusalMessage } from './upload-image-mutation';

const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bild.png', { type: 'image/png' });

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: URL, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('uploadImage', () => {
  it('sends a GraphQL multipart request with the token and answers the stored image', async () => {
    storeToken('token-123', Date.now() / 1000 + 3600);
    const stored = {
      id: 'img-1',
      fileId: 'f',
      elementId: 'photo',
      url: '/images/img-1',
      contentType: 'image/png',
      size: 4,
      fileName: 'bild.png',
    };
    const fetchMock = answer({ data: { uploadImage: stored } });

    await expect(uploadImage({ fileId: 'f', elementId: 'photo', image })).resolves.toEqual(stored);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${window.location.origin}/`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('token-123');
    const form = init?.body as FormData;
    const operations = JSON.parse(String(form.get('operations')));
    expect(operations.operationName).toBe('UploadImage');
    expect(operations.query).toContain('uploadImage(fileId: $fileId, elementId: $elementId, image: $image)');
    expect(operations.variables).toEqual({ fileId: 'f', elementId: 'photo', image: null });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.image'] });
    expect((form.get('0') as File).name).toBe('bild.png');
  });

  it('fails with the server refusal, told in German', async () => {
    answer({
      data: null,
      errors: [{ message: 'too large', extensions: { code: 'BAD_USER_INPUT', reason: 'too-large' } }],
    });
    const error = await uploadImage({ fileId: 'f', elementId: 'photo', image }).catch(
      (caught: unknown) => caught,
    );
    expect(uploadRefusalMessage(error)).toBe('Das Bild ist größer als 5 MB.');
  });

  it('says the upload failed when the answer names no known reason', async () => {
    answer('Internal Server Error', 500);
    const error = await uploadImage({ fileId: 'f', elementId: 'photo', image }).catch(
      (caught: unknown) => caught,
    );
    expect(uploadRefusalMessage(error)).toBe('Das Bild konnte nicht hochgeladen werden.');
  });
});
