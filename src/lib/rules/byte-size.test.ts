import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size';

describe('formatByteSize', () => {
  it('writes a size in German, in the largest unit it fills', () => {
    expect(formatByteSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatByteSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatByteSize(500 * 1024)).toBe('500 kB');
    expect(formatByteSize(300)).toBe('300 Byte');
  });
});
