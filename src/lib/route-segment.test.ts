import { describe, expect, it } from 'vitest';
import { routeSegment } from './route-segment';

describe('routeSegment', () => {
  it('is Home at the root', () => {
    expect(routeSegment('/')).toBe('Home');
    expect(routeSegment('')).toBe('Home');
  });

  it('is the first path segment elsewhere', () => {
    expect(routeSegment('/DataEditor')).toBe('DataEditor');
    expect(routeSegment('/SchemaEditor/abc/')).toBe('SchemaEditor');
    expect(routeSegment('/login')).toBe('login');
  });

  it('decodes an encoded segment and keeps a malformed one', () => {
    expect(routeSegment('/%C3%9Cbersicht')).toBe('Übersicht');
    expect(routeSegment('/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
