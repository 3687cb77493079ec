import { expect, it } from 'vitest';
import { linkUrl } from './safe-url';

it('reads a typed link, adding https to a bare host', () => {
  expect(linkUrl(' example.org/seite ')).toBe('https://example.org/seite');
  expect(linkUrl('http://example.org')).toBe('http://example.org');
  expect(linkUrl('JavaScript:alert(1)')).toBeNull();
  expect(linkUrl('not a url')).toBeNull();
  expect(linkUrl('   ')).toBeNull();
});
