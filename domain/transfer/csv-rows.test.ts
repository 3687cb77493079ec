import { describe, expect, it } from 'vitest';
import { fillsBeyondHeader, isEmptyRow } from './csv-rows';

describe('CSV rows', () => {
  it('are empty when every cell is blank', () => {
    expect(isEmptyRow([''])).toBe(true);
    expect(isEmptyRow([' ', '\t', ''])).toBe(true);
    expect(isEmptyRow(['', 'x'])).toBe(false);
  });

  it('fill cells beyond the header only with something in them', () => {
    expect(fillsBeyondHeader(['a', 'b', ' '], 2)).toBe(false);
    expect(fillsBeyondHeader(['a', 'b', 'c'], 2)).toBe(true);
    expect(fillsBeyondHeader(['a'], 2)).toBe(false);
  });
});
