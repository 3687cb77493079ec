import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'http://localhost:3000';

describe('safeRedirect', () => {
  it('keeps an in-app path with its search and hash', () => {
    expect(safeRedirect('/DataEditor/abc-1', origin)).toBe('/DataEditor/abc-1');
    expect(safeRedirect('/SchemaEditor?tab=2#top', origin)).toBe('/SchemaEditor?tab=2#top');
  });

  it.each([
    ['nothing', undefined],
    ['a number', 42],
    ['an empty string', ''],
    ['an absolute URL elsewhere', 'https://evil.example/steal'],
    ['an absolute URL on the same origin', `${origin}/DataEditor`],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'DataEditor'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['the login page itself', '/login?redirect=/x'],
  ])('falls back to / for %s', (_case, target) => {
    expect(safeRedirect(target, origin)).toBe('/');
  });
});
