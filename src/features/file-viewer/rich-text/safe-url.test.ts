import { expect, it } from 'vitest';
import { isSafeUrl, linkUrl } from './safe-url';

it('allows web, mail and phone links only', () => {
  expect(isSafeUrl('https://example.org/a')).toBe(true);
  expect(isSafeUrl('mailto:a@example.org')).toBe(true);
  expect(isSafeUrl('javascript:alert(1)')).toBe(false);
  expect(isSafeUrl('data:text/html,<script>')).toBe(false);
  expect(isSafeUrl('not a url')).toBe(false);
});

it('reads a typed link, adding https to a bare host', () => {
  expect(linkUrl(' example.org/seite ')).toBe('https://example.org/seite');
  expect(linkUrl('http://example.org')).toBe('http://example.org');
  expect(linkUrl('JavaScript:alert(1)')).toBeNull();
  expect(linkUrl('   ')).toBeNull();
});
