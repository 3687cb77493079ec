import { describe, expect, it } from 'vitest';
import { decimalPlaces, formatGermanNumber, parseGermanNumber } from './german-number';

describe('German numbers', () => {
  it.each([
    ['2.499,95', 2499.95],
    ['2499,95', 2499.95],
    ['-3', -3],
    ['1.000.000', 1_000_000],
    [' 7 ', 7],
  ])('reads %s', (text, value) => {
    expect(parseGermanNumber(text)).toBe(value);
  });

  it.each(['2,499.95', '1.00', 'zehn', '', '1,2,3', '12.34.567'])('refuses %s', (text) => {
    expect(parseGermanNumber(text)).toBeNull();
  });

  it('writes them in German, with the places asked for', () => {
    expect(formatGermanNumber(2499.95)).toBe('2.499,95');
    expect(formatGermanNumber(-3, 2)).toBe('-3,00');
    expect(decimalPlaces(1.25)).toBe(2);
    expect(decimalPlaces(3)).toBe(0);
    expect(decimalPlaces(1e-7)).toBe(7);
  });
});
