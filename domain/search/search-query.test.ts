import { describe, expect, it } from 'vitest';
import { DomainInputError } from '../errors';
import { parseSearchQuery, SEARCH_LIMITS, searchable } from './search-query';

describe('parseSearchQuery', () => {
  it('collapses spaces and splits words of letters and digits, lower case, once each', () => {
    expect(parseSearchQuery('  Häuser   am See, häuser ')).toEqual({
      text: 'Häuser am See, häuser',
      words: ['häuser', 'am', 'see'],
      fullText: "'häuser':* & 'am':* & 'see':*",
    });
  });

  it('gives the full-text query no quote, operator or bracket of the input', () => {
    const query = parseSearchQuery("it's a & (b | !c) <-> d:*");
    expect(query.words).toEqual(['it', 's', 'a', 'b', 'c', 'd']);
    expect(query.fullText).toBe("'it':* & 's':* & 'a':* & 'b':* & 'c':* & 'd':*");
    expect(parseSearchQuery('---').fullText).toBe('');
  });

  it('keeps ten words at most', () => {
    expect(parseSearchQuery('a b c d e f g h i j k l').words).toHaveLength(10);
  });

  it('refuses a query that is too long or holds control characters', () => {
    expect(() => parseSearchQuery('x'.repeat(SEARCH_LIMITS.maxQuery + 1))).toThrow(DomainInputError);
    expect(() => parseSearchQuery('a\u0000b')).toThrow(/control characters/);
    expect(parseSearchQuery('x'.repeat(SEARCH_LIMITS.maxQuery)).words).toHaveLength(1);
  });

  it('searches from two characters on', () => {
    expect(searchable(parseSearchQuery(' a '))).toBe(false);
    expect(searchable(parseSearchQuery('ab'))).toBe(true);
  });
});
