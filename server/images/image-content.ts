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

/** Skips the XML declaration, processing instructions, comments and a doctype before the root element. */
function rootElementStart(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    const end = rest.startsWith('<?')
      ? rest.indexOf('?>') + 2
      : rest.startsWith('<!--')
        ? rest.indexOf('-->') + 3
        : rest.startsWith('<!DOCTYPE')
          ? doctypeEnd(rest)
          : 0;
    if (end <= 2) return rest;
    rest = rest.slice(end).trimStart();
  }
}

function doctypeEnd(text: string): number {
  const subset = text.indexOf('[');
  const close = text.indexOf('>');
  if (subset !== -1 && subset < close) {
    const end = text.indexOf(']>', subset);
    return end === -1 ? 0 : end + 2;
  }
  return close === -1 ? 0 : close + 1;
}

/** SVG is XML text: valid UTF-8 without NUL, starting with `<svg` or `<?xml`, whose root element is `svg`. */
function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  if (text.includes('\u0000')) return false;
  const start = text.trimStart();
  if (!start.startsWith('<svg') && !start.startsWith('<?xml')) return false;
  return /^<svg[\s/>]/.test(rootElementStart(start));
}

/** The image type the bytes really hold, whatever the file is called; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (isSvg(bytes)) return 'image/svg+xml';
  return null;
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
