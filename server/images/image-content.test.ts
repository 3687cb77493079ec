import { describe, expect, it } from 'vitest';
import { checkImageBytes, claimsMatch, cleanFileName } from './image-content';

const sniffImageType = (value: Uint8Array) => {
  const checked = checkImageBytes(value);
  return 'type' in checked ? checked.type : null;
};

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageType', () => {
  it('reads PNG, JPEG, GIF and WebP from their magic numbers', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(text('GIF87a....'))).toBe('image/gif');
    expect(sniffImageType(text('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
  });

  it('reads SVG as XML text whose root element is svg', () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(
      sniffImageType(
        text('\uFEFF  <?xml version="1.0"?>\n<!-- Zeichnung -->\n<?pi x?>\n<svg width="1"></svg>'),
      ),
    ).toBe('image/svg+xml');
  });

  it('refuses SVG with document type or entity declarations, the XXE and billion-laughs vectors', () => {
    for (const svg of [
      '<?xml version="1.0"?>\n<!DOCTYPE svg [ <!ENTITY x "y"> ]>\n<svg>&x;</svg>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg/>',
      '<svg><!ENTITY lol "lol"></svg>',
      '<!doctype svg><svg/>',
    ]) {
      expect(checkImageBytes(text(svg))).toEqual({ refused: 'svg-declarations' });
    }
  });

  it('reads past 5 MB of comments before the root element', () => {
    expect(checkImageBytes(text(`${'<!-- x -->'.repeat(500_000)}<svg/>`))).toEqual({ type: 'image/svg+xml' });
    expect(checkImageBytes(text(`${'<!-- x -->'.repeat(500_000)}<html/>`))).toEqual({
      refused: 'unsupported-type',
    });
  });

  it('refuses text that only looks like SVG', () => {
    expect(sniffImageType(text('<html><svg></svg></html>'))).toBeNull();
    expect(sniffImageType(text('<?xml version="1.0"?><html/>'))).toBeNull();
    expect(sniffImageType(text('<svgfoo/>'))).toBeNull();
    expect(sniffImageType(text('hello <svg/>'))).toBeNull();
    expect(sniffImageType(bytes(0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe))).toBeNull();
    expect(sniffImageType(text('<svg>\u0000</svg>'))).toBeNull();
  });
});

describe('claimsMatch', () => {
  it('accepts a name and declared type that agree with the bytes, or say nothing', () => {
    expect(claimsMatch('image/jpeg', 'Foto.JPG', 'image/jpeg')).toBe(true);
    expect(claimsMatch('image/jpeg', 'foto.jpeg', 'image/jpg')).toBe(true);
    expect(claimsMatch('image/png', 'bild', '')).toBe(true);
    expect(claimsMatch('image/png', 'bild.png', 'application/octet-stream')).toBe(true);
  });

  it('refuses a file whose name or declared type say otherwise', () => {
    expect(claimsMatch('image/jpeg', 'foto.png', 'image/png')).toBe(false);
    expect(claimsMatch('image/png', 'bild.txt', '')).toBe(false);
    expect(claimsMatch('image/png', 'bild', 'text/plain')).toBe(false);
    expect(claimsMatch('image/svg+xml', 'zeichnung.svg', 'text/html')).toBe(false);
  });
});

describe('cleanFileName', () => {
  it('keeps the base name without control characters or quotes, bounded', () => {
    expect(cleanFileName('C:\\Bilder\\ur"laub.png')).toBe('urlaub.png');
    expect(cleanFileName('../../etc/\u0007bild.png')).toBe('bild.png');
    expect(cleanFileName('')).toBe('image');
    expect(cleanFileName(`${'a'.repeat(300)}.png`)).toHaveLength(200);
  });
});
