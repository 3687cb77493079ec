import { afterEach, beforeEach, vi } from 'vitest';

/** A file the app handed to the browser to save: its name and its text, byte order mark and all. */
export interface SavedDownload {
  name: string;
  text: Promise<string>;
}

const OBJECT_URLS = ['createObjectURL', 'revokeObjectURL'] as const;

/**
 * Collects, in each test, the files the app saves through an object URL and a link's click. jsdom has
 * neither object URLs nor downloads: the blobs are kept by address, and the click reads them.
 */
export function collectSavedDownloads(): SavedDownload[] {
  const saved: SavedDownload[] = [];
  const originals = OBJECT_URLS.map((name) => Object.getOwnPropertyDescriptor(URL, name));
  beforeEach(() => {
    saved.length = 0;
    const blobs = new Map<string, Blob>();
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        const address = `blob:${blobs.size}`;
        blobs.set(address, blob);
        return address;
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href) as Blob;
      // Decoded with its byte order mark, which `Blob.text` drops.
      const text = blob
        .arrayBuffer()
        .then((bytes) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
      saved.push({ name: this.download, text });
    });
  });
  afterEach(() => {
    OBJECT_URLS.forEach((name, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(URL, name, original);
      else delete (URL as unknown as Record<string, unknown>)[name];
    });
  });
  return saved;
}
