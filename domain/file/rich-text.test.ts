import { describe, expect, it } from 'vitest';
import { isSafeUrl, richTextState, unsafeRichTextAddress } from './rich-text';

const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const link = (url: string, type = 'link') => ({ type, url, children: [{ type: 'text', text: 'hier' }] });
const state = (...children: unknown[]) => ({ root: { type: 'root' as const, children } });

describe('isSafeUrl', () => {
  it('allows web pages, relative addresses, mail and phone numbers', () => {
    for (const url of [
      'https://example.org/a',
      'http://example.org',
      '/dateien/1',
      'seite?x=1',
      '#abschnitt',
    ]) {
      expect(isSafeUrl(url), url).toBe(true);
    }
    expect(isSafeUrl('mailto:a@example.org')).toBe(true);
    expect(isSafeUrl('tel:+49301234')).toBe(true);
  });

  it('refuses script, documents and every other scheme, however it is written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'blob:https://example.org/x',
    ]) {
      expect(isSafeUrl(url), JSON.stringify(url)).toBe(false);
    }
  });
});

describe('unsafeRichTextAddress', () => {
  it('finds the first unsafe link, autolink or image source, with its path', () => {
    expect(
      unsafeRichTextAddress(state(paragraph(link('https://example.org')), paragraph(link('javascript:x')))),
    ).toEqual({
      path: 'root.children.1.children.0.url',
      url: 'javascript:x',
    });
    expect(unsafeRichTextAddress(state(paragraph(link('data:text/html,x', 'autolink'))))?.path).toBe(
      'root.children.0.children.0.url',
    );
    expect(unsafeRichTextAddress(state({ type: 'image', src: 'javascript:x' }))?.path).toBe(
      'root.children.0.src',
    );
  });

  it('passes safe links and nodes that point nowhere', () => {
    expect(
      unsafeRichTextAddress(state(paragraph(link('mailto:a@b.de'), { type: 'text', text: 'javascript:x' }))),
    ).toBeNull();
    expect(unsafeRichTextAddress(state())).toBeNull();
  });
});

describe('richTextState', () => {
  it('reads an editor state given as an object or as JSON text', () => {
    const value = state(paragraph());
    expect(richTextState(value)).toBe(value);
    expect(richTextState(JSON.stringify(value))).toEqual(value);
    expect(richTextState('{"root":{"type":"paragraph"}}')).toBeNull();
    expect(richTextState('kein JSON')).toBeNull();
    expect(richTextState(42)).toBeNull();
  });
});
