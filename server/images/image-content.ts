import type { ImageMimeType } from '../../domain/schema/types';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** Where XML whitespace (space, tab, line feed, carriage return) ends, from `at` on. */
function afterSpace(text: string, at: number): number {
  let next = at;
  for (;;) {
    const code = text.charCodeAt(next);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return next;
    next++;
  }
}

/**
 * Whether the root element is `svg`, after the XML declaration, processing instructions and comments:
 * one pass from the start, each step searching onwards from where the last one ended.
 */
function rootIsSvg(text: string): boolean {
  let at = afterSpace(text, 0);
  for (;;) {
    const close = text.startsWith('<?', at) ? '?>' : text.startsWith('<!--', at) ? '-->' : null;
    if (!close) break;
    const end = text.indexOf(close, at + 2);
    if (end === -1) return false;
    at = afterSpace(text, end + close.length);
  }
  return /^<svg[\s/>]/.test(text.slice(at, at + 5));
}

/** What the bytes hold: an image type, or why they are refused. */
export type ImageCheck = { type: ImageMimeType } | { refused: 'unsupported-type' | 'svg-declarations' };

/**
 * SVG is XML text: valid UTF-8 without NUL whose root element is `svg`. Document type and entity
 * declarations (`<!DOCTYPE`, `<!ENTITY`) are refused outright: SVG needs none, and they are how XML
 * reaches outside files (XXE) or expands a few bytes into gigabytes. Every step is linear in the size.
 */
function checkSvg(bytes: Uint8Array): ImageCheck {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refused: 'unsupported-type' };
  }
  if (text.includes('\u0000')) return { refused: 'unsupported-type' };
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) return { refused: 'svg-declarations' };
  return rootIsSvg(text) ? { type: 'image/svg+xml' } : { refused: 'unsupported-type' };
}

/** The image type the bytes really hold, whatever the file is called, or why they are refused. */
export function checkImageBytes(bytes: Uint8Array): ImageCheck {
  if (startsWith(bytes, PNG)) return { type: 'image/png' };
  if (startsWith(bytes, JPEG)) return { type: 'image/jpeg' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { type: 'image/gif' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { type: 'image/webp' };
  return checkSvg(bytes);
}

const EXTENSION_TYPES: Record<string, ImageMimeType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  jfif: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const TYPE_ALIASES: Record<string, ImageMimeType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};

/** Types a browser gives when it does not know better; they claim nothing. */
const UNSPECIFIC_TYPES = new Set(['', 'application/octet-stream']);

/**
 * Whether the name's extension and the declared type (when they say anything) agree with the bytes:
 * a JPEG called `photo.png`, or a PNG sent as `text/plain`, is a disguised file.
 */
export function claimsMatch(detected: ImageMimeType, fileName: string, declaredType: string): boolean {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension !== undefined && EXTENSION_TYPES[extension] !== detected) return false;
  const declared = declaredType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (UNSPECIFIC_TYPES.has(declared)) return true;
  return (TYPE_ALIASES[declared] ?? declared) === detected;
}

/** The name as stored and served: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return printable.slice(0, 200) || 'image';
}
